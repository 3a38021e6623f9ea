"""The Princes of Machu Picchu's in-app rules: the turn in brief, every ruling this app
makes where the rulebook is silent (the same rulings as the engine's docstring) and the
component data marked reconstructed, in English and Spanish.

``tests/web/test_web_logic.py`` checks that every ruling bullet of the engine's docstring
has its paragraph here, in both languages.
"""

from __future__ import annotations

RULES: dict[str, dict[str, list[str]]] = {
    "en": {
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
    "es": {
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
}
