"""The in-app rules: each game's turn in brief and every ruling this app makes where the
rulebook is silent (the same rulings as the engine's docstrings), English and Spanish.

A catalog of long texts, apart from ``i18n`` because each entry is a list of paragraphs.
``tests/web/test_web_logic.py`` checks that every ruling bullet of an engine docstring has its
paragraph here, in both languages.
"""

from __future__ import annotations

from .i18n import language

RULES: dict[str, dict[str, dict[str, list[str]]]] = {
    "en": {
        "machu-picchu": {
            "summary": [
                "On your turn, move your Prince to a neighbouring district for free, to any "
                "other district for 1 llama, or stay and take a moon tile. Entering a "
                "district triggers its action: production (every player's Incas there "
                "produce; farmers free, the others for 1 corn each), temples (3 steps per "
                "temple stone, then sacrifices), setting up Incas, acquiring a Priest or "
                "Virgin, trading at the Central Plaza, or sending an Inca to the Sun Clock.",
                "Scouts climb the Incatrail: 3 corn at the granary (7), a llama at the "
                "stable (13), sacrifice cards at the summit (20). The third moon tile ends "
                "the day. The game ends with the rescue of Machu Picchu (all 15 Priests and "
                "Virgins acquired, or the sacrifice deck exhausted) or with the Spanish "
                "conquest after day 9, when gold triples or doubles your points.",
            ],
            "rulings": [
                "Central Plaza: within one visit a good is either sold or bought, not both "
                "(selling and buying back always cost the same field, so nothing is lost).",
                "Moon tiles at night: goods tiles are paid automatically when your corn "
                "pays for all of them; otherwise you choose which to pay for.",
                "The sacrifice deck is exhausted when its last card is taken: the current "
                "turn (or night) still finishes, every summit reached after that scores "
                "3 VP, then the game ends.",
                "Knowledge of cards: you know your cards and those you returned to the "
                "bottom of the deck (and who draws them); when a player returns cards from "
                "a hand the others partly knew, they lose track of that whole hand.",
                "Bonus units: at most 2 per district; a district with a bonus is open "
                "(production or sacrifice happens) until a Prince takes the bonus, and "
                "stays closed until the next night.",
                "Production and sacrifices: every player concerned decides, in seat order "
                "from the active player, how many Incas produce or how many sacrifices to "
                "make; corn just produced by your farmers does not pay for other production; "
                "llamas from the stable this turn cannot be sacrificed (paid at the end of "
                "the turn).",
                "A Prince never triggers the same district two turns in a row.",
                "Day 9: moon tiles and the Sun Clock pay out at once; the game ends after "
                "the last turn of day 9 unless a rescue ended it first.",
                "Gold ranks are dense: every player with the most gold triples, every player "
                "with the next lower total doubles, the others ×1. Remaining goods (3 corn = "
                "1 unit) break ties; still tied, the rank is shared.",
                "Sun Clock: at night each Inca there gives its owner 3 steps and 3 goods of "
                "3 different kinds, then returns to the supply; it is sent there from any "
                "district, not from the supply.",
            ],
            "data": [
                "The board's districts and roads, the Priests' and Virgins' costs and step "
                "numbers, the moon tiles and the sacrifice cards' icons and gold are "
                "reconstructed (the rulebook shows them only in pictures): they follow "
                "every example of the rulebook.",
            ],
        },
        "cuzco": {
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
    },
    "es": {
        "machu-picchu": {
            "summary": [
                "En tu turno mueve tu Príncipe a un distrito vecino gratis, a cualquier otro "
                "por 1 llama, o quédate y coge una Ficha de Luna. Entrar en un distrito "
                "activa su acción: producción (producen los Incas de todos los jugadores "
                "allí; los granjeros gratis, los demás por 1 maíz cada uno), templos (3 "
                "casillas por Piedra de Templo y luego sacrificios), colocar Incas, "
                "conseguir un Sacerdote o una Virgen, comerciar en la Plaza Central o enviar "
                "un Inca al Reloj Solar.",
                "Los exploradores suben por la Ruta del Inca: 3 maíz en el Granero (7), una "
                "llama en el Establo (13) y Cartas de Sacrificio en la Cima (20). La tercera "
                "Ficha de Luna termina el día. La partida acaba con el rescate de Machu "
                "Picchu (los 15 Sacerdotes y Vírgenes conseguidos, o el mazo de sacrificio "
                "agotado) o con la conquista española tras el día 9, cuando el oro triplica "
                "o duplica tus puntos.",
            ],
            "rulings": [
                "Plaza Central: en una visita un producto se vende o se compra, no ambas "
                "cosas (vender y recomprar cuestan siempre la misma casilla: no se pierde "
                "nada).",
                "Fichas de Luna por la noche: los productos se pagan solos cuando tu maíz "
                "los paga todos; si no, eliges cuáles pagas.",
                "El mazo de sacrificio se agota al coger su última carta: el turno (o la "
                "noche) en curso termina, cada Cima alcanzada después da 3 PV y la partida "
                "acaba.",
                "Conocimiento de las cartas: conoces tus cartas y las que devolviste al "
                "fondo del mazo (y quién las roba); cuando alguien devuelve cartas de una "
                "mano que los demás conocían en parte, dejan de conocer toda esa mano.",
                "Bonificaciones: como mucho 2 por distrito; un distrito con bonificación "
                "está abierto (hay producción o sacrificio) hasta que un Príncipe la coge, "
                "y sigue cerrado hasta la noche siguiente.",
                "Producción y sacrificios: cada jugador afectado decide, por orden desde el "
                "jugador activo, cuántos Incas producen o cuántos sacrificios hace; el maíz "
                "que acaban de producir tus granjeros no paga otra producción; las llamas "
                "del Establo de este turno no se pueden sacrificar (se cobran al final del "
                "turno).",
                "Un Príncipe nunca activa el mismo distrito dos turnos seguidos.",
                "Día 9: las Fichas de Luna y el Reloj Solar pagan en el acto; la partida "
                "acaba tras el último turno del día 9 salvo que un rescate la terminara "
                "antes.",
                "Los puestos de oro son densos: todos los que más oro tienen triplican, "
                "todos los del siguiente total duplican, los demás ×1. Los productos que "
                "quedan (3 maíz = 1 unidad) deshacen empates; si sigue el empate, se "
                "comparte el puesto.",
                "Reloj Solar: por la noche cada Inca allí da a su dueño 3 casillas y 3 "
                "productos de 3 clases distintas, y vuelve a la reserva; se envía desde "
                "cualquier distrito, no desde la reserva.",
            ],
            "data": [
                "Los distritos y caminos del tablero, los costes y casillas de Sacerdotes y "
                "Vírgenes, las Fichas de Luna y los iconos y el oro de las Cartas de "
                "Sacrificio están reconstruidos (el reglamento solo los muestra en "
                "imágenes): siguen todos los ejemplos del reglamento.",
            ],
        },
        "cuzco": {
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
    },
}


def rules(game: str) -> dict[str, list[str]]:
    """The rules texts of ``game`` in the current language (English when missing)."""
    return RULES.get(language(), RULES["en"])[game]
