"""Cuzco's AI: the easy bot's heuristic, the evaluation of a seat's expected prestige, the
strategy bots (planners of a whole turn) and the search's plans. It reads the rules only
through the state's public functions and data; the rule modules never import it."""
