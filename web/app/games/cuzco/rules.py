"""Cuzco's in-app rules: the turn in brief, every ruling this app makes where the
rulebook is silent (the same rulings as the engine's docstring) and the component data
marked reconstructed, in English and Spanish.

``tests/web/test_web_logic.py`` checks that every ruling bullet of the engine's docstring
has its paragraph here, in both languages.
"""

from __future__ import annotations

RULES: dict[str, dict[str, list[str]]] = {
    "en": {
        "summary": [
            "Each turn you have 6 action points (7 with an additional-action token). "
            "Place a terrain first (1 AP, +1 per cell of the forest or mountain ring it "
            "covers at ground level), then in any order: more terrain, Incas in or out "
            "through the edge (1 AP forest, 2 AP mountain), moves (free within one "
            "terrain type, 1 AP per change), temples built or expanded by the player in "
            "the highest position of a village or city, ponds, up to two festival cards.",
            "At the end of your turn you may propose a festival in a city where you "
            "have an Inca: players there bid cards showing the face-up card's relics. "
            "When the last triple is placed, that player finishes the turn and scores "
            "the grand final; every other player plays one last turn and scores.",
        ],
        "rulings": [
            "Placing is two decisions: which terrain, then where (with its village "
            "hex). Undo returns to the choice.",
            "A festival bid is played one card at a time; “Done bidding” ends your "
            "bidding turn once your total reaches the highest bid (at least 1 FP); "
            "“Drop out” (only while below the highest bid) leaves the bidding and loses "
            "the cards played. When every remaining bidder ends a turn without playing, "
            "they co-organize. A decision with a single possible answer is taken "
            "automatically, so a tie nobody can raise is agreed at once.",
            "If a whole round passes in which nobody can place any terrain, the game "
            "goes to its end as if the last triple had been placed.",
            "Knowledge of festival cards: a card drawn face up, or played, is known to "
            "everyone; a card drawn from the deck only to its holder.",
            "The face-up festival card is always there: a card may be drawn (face up or "
            "from the deck) only while another card can take the face-up place, from "
            "the deck or from the discard pile. So a festival can always be proposed "
            "when the rules allow it, even when all other cards are in players' hands.",
            "Highest position: players are compared by the heights of their Incas, "
            "highest first; with equal heights, more Incas win. Nobody strictly first: "
            "nobody builds or expands, nobody scores the pond.",
            "A pond scores 3 PP per hex once, when it is first completely surrounded by "
            "terrain; a later extension scores only its new hexes.",
            "A player with no legal terrain placement plays the turn without one.",
            "A double or triple may cover cells of the forest or mountain ring (never "
            "beyond it) if it covers at least one site hex: +1 AP per ring cell covered "
            "at ground level; that terrain is ordinary terrain afterwards.",
        ],
        "data": [
            "The site's shape and its ring, the terrain make-up and the festival cards' "
            "relics are reconstructed from public sources (the rulebook shows them only "
            "in pictures); counts and costs are the rulebook's.",
        ],
    },
    "es": {
        "summary": [
            "Cada turno tienes 6 puntos de acción (7 con una ficha de acción adicional). "
            "Primero coloca un terreno (1 PA, +1 por cada celda del anillo de bosque o "
            "montaña que cubra a nivel del suelo); después, en cualquier orden: más "
            "terreno, Incas que entran o salen por el borde (1 PA bosque, 2 PA "
            "montaña), movimientos (gratis dentro de un tipo de terreno, 1 PA por "
            "cambio), templos construidos o ampliados por quien tiene la posición más "
            "alta de un pueblo o ciudad, estanques y hasta dos cartas de fiesta.",
            "Al final de tu turno puedes proponer una fiesta en una ciudad donde tengas "
            "un Inca: quienes estén allí pujan con cartas que muestren las reliquias de "
            "la carta visible. Cuando se coloca el último triple, ese jugador termina "
            "el turno y hace la puntuación final; los demás juegan un último turno y "
            "puntúan.",
        ],
        "rulings": [
            "Colocar son dos decisiones: qué terreno y luego dónde (con su hexágono de "
            "pueblo). Deshacer vuelve a la elección.",
            "En una fiesta se puja carta a carta; «Terminar la puja» acaba tu turno de "
            "puja cuando tu total alcanza la puja más alta (al menos 1 PF); «Abandonar» "
            "(solo por debajo de la más alta) deja la puja y pierde las cartas jugadas. "
            "Cuando todos los que siguen terminan un turno sin jugar, organizan juntos. "
            "Una decisión con una sola respuesta posible se toma sola, así que un empate "
            "que nadie puede subir se acuerda en el acto.",
            "Si pasa una ronda entera sin que nadie pueda colocar terreno, la partida va "
            "a su final como si se hubiera colocado el último triple.",
            "Conocimiento de las cartas de fiesta: una carta robada boca arriba, o "
            "jugada, la conocen todos; una robada del mazo, solo quien la tiene.",
            "La carta de fiesta visible siempre está: solo se puede robar (la visible o "
            "del mazo) mientras otra carta pueda ocupar su lugar, del mazo o de la pila "
            "de descarte. Así siempre se puede proponer una fiesta cuando las reglas lo "
            "permiten, aunque las demás cartas estén en las manos.",
            "Posición más alta: se comparan las alturas de los Incas de cada jugador, "
            "de la más alta a la más baja; a igual altura gana quien tenga más Incas. "
            "Si nadie es estrictamente primero, nadie construye ni amplía y nadie "
            "puntúa el estanque.",
            "Un estanque da 3 PP por hexágono una sola vez, cuando queda rodeado de "
            "terreno por primera vez; si luego crece, solo puntúan los hexágonos nuevos.",
            "Quien no puede colocar ningún terreno juega el turno sin colocar.",
            "Un doble o un triple puede cubrir celdas del anillo de bosque o montaña "
            "(nunca más allá) si cubre al menos un hexágono del lugar: +1 PA por celda "
            "del anillo cubierta a nivel del suelo; después es un terreno normal.",
        ],
        "data": [
            "La forma del lugar y su anillo, la composición de los terrenos y las "
            "reliquias de las cartas de fiesta están reconstruidos a partir de fuentes "
            "públicas (el reglamento solo los muestra en imágenes); los números y "
            "costes son los del reglamento.",
        ],
    },
}
