"""The Princes of Machu Picchu's AI: the easy bot's heuristic, the reckoning of a
seat's expected end, the strategy bots and the search's plans. It reads the rules only
through the state's public functions and data; the rule modules never import it."""
