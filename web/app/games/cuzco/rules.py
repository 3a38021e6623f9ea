"""Cuzco's in-app rules in our own words, by section (set-up, a turn, each action,
scoring, end of the game), the player aid, the legend of the map's colours, every ruling
this app makes where the rulebook is silent (the same rulings as the engine's docstring)
and the component data marked reconstructed: in English and Spanish here, in German and
French in ``rules_de`` and ``rules_fr``.

``tests/web`` checks that every ruling bullet of the engine's docstring has its paragraph
here and that every language has every section, aid and legend entry, each with as many
paragraphs as the English.
"""

from __future__ import annotations

from ...draw.canvas import PLAYER_COLOURS
from .board import (
    CITY_LINE,
    CITY_TOPS,
    CROP_TOPS,
    EMPTY,
    FOREST,
    MOUNTAIN,
    POND,
    SIDES,
    TEMPLE_PLAQUE,
    VILLAGE_TOPS,
)
from .rules_de import DE
from .rules_fr import FR

LEGEND: tuple[str, ...] = (EMPTY, CROP_TOPS[0], SIDES[1], VILLAGE_TOPS[0], CITY_TOPS[0],
                           POND, FOREST, MOUNTAIN, TEMPLE_PLAQUE, CITY_LINE, PLAYER_COLOURS[0])
"""The swatch of each ``legend`` paragraph, in order."""

RULES: dict[str, dict[str, list[str]]] = {
    "en": {
        "setup": [
            "The site is an empty valley of hexes ringed by forest and mountain. Each "
            "player has Incas in their colour, their own doubles and singles, 3 "
            "additional-action tokens and festival cards; the triples are common, and "
            "their number sets the length of the game. One festival card lies face up.",
        ],
        "turn": [
            "On your turn you have 6 action points (AP). First you must place one terrain "
            "(1 AP). Then, in any order and as often as your AP allow: place more terrain, "
            "bring Incas in or out, move them, build or expand temples, set up ponds, draw "
            "up to two festival cards, use an additional-action token (+1 AP, once per "
            "turn).",
            "At the end of your turn you may propose a festival; unused AP are lost.",
        ],
        "actions": [
            "Terrain: a triple (common), a double or a single (yours); each has crop hexes "
            "and at most one village hex. It lies flat on the site or on terrain of one "
            "height, never exactly on a terrain of the same shape, never on a pond, an Inca "
            "or a temple, and never joining two cities. Touching villages form one village; "
            "a village with a temple is a city. Covering cells of the forest or mountain "
            "ring costs +1 AP per cell at ground level.",
            "Incas: enter or leave through terrain on the edge (1 AP forest, 2 AP "
            "mountain). Moving is free within one terrain type and 1 AP per change of type; "
            "never through other players' Incas, temples, ponds or empty hexes.",
            "Temples: the player in the highest position of a village builds a temple "
            "(value at most its number of hexes) and scores half its value; in a city, the "
            "highest player may expand the temple the same way.",
            "Ponds: 1 AP, on an empty hex of the site. When a pond is first enclosed, "
            "the highest Inca beside it scores 3 prestige per pond hex.",
            "Festival cards: 1 AP each, face up or from the deck, two per turn at most.",
            "Festival: at the end of your turn, in a city where you have an Inca, propose "
            "a festival. Everyone with an Inca there bids cards showing a relic of the "
            "face-up card. The highest bid organizes and scores half the temple's value; "
            "tied bidders co-organize and each score a little less. A sun disc then marks "
            "the temple: one festival per temple.",
        ],
        "scoring": [
            "Prestige (PP) comes from temples (half their value when built or expanded), "
            "ponds (3 per hex), festivals and the grand final scoring: in each city, the "
            "first place scores the temple's value, the second place half.",
        ],
        "end": [
            "When the last triple is placed, that player finishes the turn and scores the "
            "grand final; every other player plays one last turn and scores too. The most "
            "prestige wins.",
        ],
        "aid": [
            "Turn: 6 AP (+1 with a token). First a terrain (1 AP).",
            "Terrain 1 AP (+1 per ring cell at ground level); Inca in/out 1 AP forest, "
            "2 AP mountain; move free in one terrain type, 1 AP per change.",
            "Temple: highest position; value ≤ hexes; scores half its value.",
            "Pond: 1 AP; 3 PP per hex to the highest Inca beside it, once enclosed.",
            "Cards: 1 AP each, two per turn. Festival: after your turn, in a city where you "
            "have an Inca.",
            "End: the last triple; final scoring per city: first the temple's value, "
            "second half.",
        ],
        "legend": [
            "Empty hex of the site.",
            "Crop hex (green, with furrows); each level raises it and lightens its top.",
            "The side of a stack: one dark seam per level of terrain under the top.",
            "Village hex (sand, with a house); a dark outline around each tile.",
            "City hex (terracotta): a village with a temple.",
            "Pond (water with waves).",
            "Forest ring: Incas enter and leave for 1 AP.",
            "Mountain ring: Incas enter and leave for 2 AP.",
            "Temple: a stepped pyramid, one floor per 2 of value; its value on the gold plaque "
            "underneath (the prestige points its city's first place scores).",
            "Dark rust outline: the whole of a city.",
            "Inca: a figure in its player's colour with the seat's mark as its head, "
            "standing on its level; the number after the small step (▲) at its feet is "
            "that level, not a count.",
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
        "setup": [
            "El lugar es un valle vacío de hexágonos rodeado de bosque y montaña. Cada "
            "jugador tiene Incas de su color, sus propios dobles y simples, 3 fichas de "
            "acción adicional y cartas de fiesta; los triples son comunes y su número fija "
            "la duración de la partida. Una carta de fiesta está boca arriba.",
        ],
        "turn": [
            "En tu turno tienes 6 puntos de acción (PA). Primero debes colocar un terreno "
            "(1 PA). Después, en cualquier orden y mientras te queden PA: coloca más "
            "terreno, haz entrar o salir Incas, muévelos, construye o amplía templos, haz "
            "estanques, roba hasta dos cartas de fiesta, usa una ficha de acción adicional "
            "(+1 PA, una por turno).",
            "Al final de tu turno puedes proponer una fiesta; los PA sin usar se pierden.",
        ],
        "actions": [
            "Terreno: un triple (común), un doble o un simple (tuyos); cada uno tiene "
            "hexágonos de cultivo y como mucho uno de pueblo. Se coloca plano sobre el "
            "lugar o sobre terreno de una misma altura, nunca justo encima de un terreno "
            "de la misma forma, nunca sobre un estanque, un Inca o un templo, y nunca "
            "uniendo dos ciudades. Los pueblos que se tocan forman uno; un pueblo con "
            "templo es una ciudad. Cubrir celdas del anillo de bosque o montaña cuesta "
            "+1 PA por celda a nivel del suelo.",
            "Incas: entran o salen por terreno del borde (1 PA bosque, 2 PA montaña). "
            "Moverse es gratis dentro de un tipo de terreno y cuesta 1 PA por cambio de "
            "tipo; nunca a través de Incas ajenos, templos, estanques ni hexágonos vacíos.",
            "Templos: quien tiene la posición más alta de un pueblo construye un templo "
            "(valor como mucho su número de hexágonos) y puntúa la mitad de su valor; en "
            "una ciudad, quien está más alto puede ampliar el templo igual.",
            "Estanques: 1 PA, en un hexágono vacío del lugar. Cuando un estanque queda "
            "rodeado por primera vez, el Inca más alto a su lado puntúa 3 de prestigio por "
            "hexágono.",
            "Cartas de fiesta: 1 PA cada una, la visible o del mazo, dos por turno como "
            "mucho.",
            "Fiesta: al final de tu turno, en una ciudad donde tengas un Inca, propón una "
            "fiesta. Todos los que tengan un Inca allí pujan con cartas que muestren una "
            "reliquia de la carta visible. La puja más alta organiza y puntúa la mitad del "
            "valor del templo; los empatados organizan juntos y cada uno puntúa algo "
            "menos. Luego un disco solar marca el templo: una sola fiesta por templo.",
        ],
        "scoring": [
            "El prestigio (PP) viene de los templos (la mitad de su valor al construir o "
            "ampliar), los estanques (3 por hexágono), las fiestas y la puntuación final: "
            "en cada ciudad, el primer puesto puntúa el valor del templo y el segundo la "
            "mitad.",
        ],
        "end": [
            "Cuando se coloca el último triple, ese jugador termina el turno y hace la "
            "puntuación final; los demás juegan un último turno y puntúan también. Gana "
            "quien tenga más prestigio.",
        ],
        "aid": [
            "Turno: 6 PA (+1 con una ficha). Primero un terreno (1 PA).",
            "Terreno 1 PA (+1 por celda del anillo a nivel del suelo); Inca entra/sale 1 PA "
            "bosque, 2 PA montaña; moverse gratis en un tipo de terreno, 1 PA por cambio.",
            "Templo: posición más alta; valor ≤ hexágonos; puntúa la mitad de su valor.",
            "Estanque: 1 PA; 3 PP por hexágono al Inca más alto a su lado, al quedar "
            "rodeado.",
            "Cartas: 1 PA cada una, dos por turno. Fiesta: tras tu turno, en una ciudad "
            "donde tengas un Inca.",
            "Final: el último triple; puntuación por ciudad: el primero el valor del "
            "templo, el segundo la mitad.",
        ],
        "legend": [
            "Hexágono vacío del lugar.",
            "Hexágono de cultivo (verde, con surcos); cada nivel lo eleva y aclara su cara.",
            "El lado de una pila: una junta oscura por cada nivel de terreno bajo la cara.",
            "Hexágono de pueblo (arena, con una casa); un contorno oscuro rodea cada loseta.",
            "Hexágono de ciudad (terracota): un pueblo con templo.",
            "Estanque (agua con olas).",
            "Anillo de bosque: los Incas entran y salen por 1 PA.",
            "Anillo de montaña: los Incas entran y salen por 2 PA.",
            "Templo: una pirámide escalonada, un piso por cada 2 de valor; su valor en la placa "
            "dorada de debajo (los puntos de prestigio del primero de su ciudad).",
            "Contorno óxido oscuro: toda una ciudad.",
            "Inca: una figura del color de su jugador con la marca del asiento por cabeza, "
            "de pie en su nivel; el número tras el pequeño escalón (▲) a sus pies es ese "
            "nivel, no una cantidad.",
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
    "de": DE,
    "fr": FR,
}
