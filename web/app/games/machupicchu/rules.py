"""The Princes of Machu Picchu's in-app rules in our own words, by section (set-up, a
turn, each district, scoring, end of the game), the player aid, the legend of the board's
colours, every ruling this app makes where the rulebook is silent (the same rulings as the
engine's docstring) and the component data marked reconstructed: in English and Spanish
here, in German and French in ``rules_de`` and ``rules_fr``; the districts are named as the
board names them in each language.

``tests/web`` checks that every ruling bullet of the engine's docstring has its paragraph
here and that every language has every section, aid and legend entry, each with as many
paragraphs as the English.
"""

from __future__ import annotations

from ...draw.canvas import PLAYER_COLOURS
from .board import GOOD_COLOURS, KIND_COLOURS
from .rules_de import DE
from .rules_fr import FR

LEGEND: tuple[str, ...] = (
    KIND_COLOURS["production"], KIND_COLOURS["temple"], KIND_COLOURS["house"],
    KIND_COLOURS["hut"], KIND_COLOURS["plaza"], KIND_COLOURS["sun_clock"],
    *GOOD_COLOURS.values(), "#9A9A9A", PLAYER_COLOURS[0])
"""The swatch of each ``legend`` paragraph, in order: district kinds, then the goods."""

RULES: dict[str, dict[str, list[str]]] = {
    "en": {
        "setup": [
            "Each player has a Prince, Incas in supply (12 with 2 players, 8 with 5), a "
            "scout at the foot of the Incatrail, 3 corn, 1 llama, 1 coca, 1 pottery, 1 "
            "cloth and one face-down sacrifice card. The Priest and Virgin rows, the "
            "market and the 7 moon tiles are laid out; each district gets its bonus units.",
            "In turn, each player places a first Inca in a production district of their "
            "choice. A Prince's first move of the game goes anywhere for free.",
        ],
        "turn": [
            "A day is a series of turns in seat order. On your turn you either move your "
            "Prince or stay where you are and take a moon tile.",
            "Moving: to a district joined by a road is free; to any other costs 1 llama. "
            "Entering a district triggers its action (only while it is open, see the "
            "rulings), and a Prince never triggers the same district two turns in a row.",
            "Staying: take one of the moon tiles left. When the third moon tile of the day "
            "is taken, the night follows: moon tiles pay (goods tiles cost corn), the Sun "
            "Clock pays, bonus units return, and a new day starts.",
        ],
        "actions": [
            "Production districts (Corn Terraces, Llama's Meadow, Coca Plantation, Potter's "
            "Quarter, Weaver's Quarter): take the bonus; while it was there, every "
            "player's Incas there may produce one good each, Farmers for free, the others "
            "for 1 corn each.",
            "Temples: take the temple stones there, 3 steps each for your scout; then the "
            "Priests and Virgins of that temple may sacrifice 1 llama each. At the Main "
            "Temple everyone may instead sacrifice different goods, 2 steps each.",
            "Watchman's Hut and Royal Palace: set up new Incas from your supply (one of "
            "each occupation per visit), paying the goods shown.",
            "House of Priests, House of Virgins: acquire the cheapest Priest or Virgin of a "
            "row, paying its goods; your scout climbs its steps at once.",
            "Central Plaza: adjust the market by one unit, then sell goods for corn or buy "
            "them with corn at the prices of their columns.",
            "Sun Clock: send an Inca from any district there; each night it brings 3 steps "
            "and 3 different goods, then returns to your supply.",
            "Incatrail: passing the granary (7) gives 3 corn, the stable (13) a llama, the "
            "summit (20) sacrifice cards.",
        ],
        "scoring": [
            "Each icon on your sacrifice cards scores 1 VP for each matching Priest, Virgin "
            "or Inca you own (Incas at the Sun Clock do not count). The Incatrail adds "
            "+1 on fields 7–12, +2 on 13–19, and each card owed after the deck ran out "
            "3 VP.",
            "Gold: the gold on your cards plus the trail's. If Machu Picchu falls to the "
            "Spanish, the most gold triples your VP, the next total doubles them.",
            "Ties are broken by the goods left (3 corn = 1 unit).",
        ],
        "end": [
            "Rescue: the game ends at once when all 15 Priests and Virgins are acquired, "
            "or after the turn in which the sacrifice deck runs out; gold does not "
            "multiply.",
            "Conquest: otherwise the game ends after day 9, and gold multiplies.",
        ],
        "aid": [
            "Turn: move (road: free; elsewhere: 1 llama) and do the district's action, or "
            "stay and take a moon tile.",
            "Produce: Farmer free, other Incas 1 corn each.",
            "Temple: 3 steps per temple stone; 1 llama per Priest/Virgin there; Main "
            "Temple: 2 steps per different good.",
            "Incatrail: 7 = 3 corn, 13 = 1 llama, 20 = sacrifice cards.",
            "Night (third moon tile): moon tiles, Sun Clock (3 steps + 3 goods per Inca).",
            "Score: icons × matching Priests, Virgins and Incas + trail bonus; gold ×3/×2 "
            "after a conquest; ties: goods left.",
        ],
        "legend": [
            "Green header: production district.",
            "Orange header: temple.",
            "Purple header: House of Priests or of Virgins.",
            "Brown header: Watchman's Hut or Royal Palace (set up Incas).",
            "Ochre header: Central Plaza (trade).",
            "Gold header: Sun Clock.",
            "Corn.", "Llama.", "Coca.", "Pottery.", "Cloth.",
            "Grey square: a temple stone; a coloured dot: a bonus good. A district with a "
            "bonus is open.",
            "A seat's mark and a number in a district: that player's Incas there; a cone "
            "under the mark: their Prince.",
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
        "setup": [
            "Cada jugador tiene un Príncipe, Incas en reserva (12 con 2 jugadores, 8 con "
            "5), un explorador al pie de la Ruta del Inca, 3 maíz, 1 llama, 1 coca, 1 "
            "cerámica, 1 tela y una Carta de Sacrificio boca abajo. Se disponen las filas "
            "de Sacerdotes y Vírgenes, el mercado y las 7 Fichas de Luna; cada distrito "
            "recibe sus bonificaciones.",
            "Por turnos, cada jugador coloca un primer Inca en el distrito de producción "
            "que elija. El primer movimiento de un Príncipe va a cualquier sitio gratis.",
        ],
        "turn": [
            "Un día es una serie de turnos por orden. En tu turno mueves tu Príncipe o te "
            "quedas donde estás y coges una Ficha de Luna.",
            "Mover: a un distrito unido por un camino es gratis; a cualquier otro cuesta "
            "1 llama. Entrar en un distrito activa su acción (solo si está abierto, ver "
            "las decisiones) y un Príncipe nunca activa el mismo distrito dos turnos "
            "seguidos.",
            "Quedarse: coge una de las Fichas de Luna que quedan. Al coger la tercera del "
            "día llega la noche: pagan las Fichas de Luna (las de productos cuestan maíz), "
            "paga el Reloj Solar, vuelven las bonificaciones y empieza un nuevo día.",
        ],
        "actions": [
            "Distritos de producción (Bancales de Maíz, Pradera de Llamas, Plantación de "
            "Coca, Taller del Alfarero, Taller del Tejedor): coge la "
            "bonificación; si estaba, los Incas de todos allí pueden producir un producto "
            "cada uno, los Granjeros gratis, los demás por 1 maíz cada uno.",
            "Templos: coge las Piedras de Templo de allí, 3 casillas cada una para tu "
            "explorador; luego los Sacerdotes y Vírgenes de ese templo pueden sacrificar "
            "1 llama cada uno. En el Templo Principal todos pueden sacrificar en cambio "
            "productos distintos, 2 casillas cada uno.",
            "Cabaña del Vigilante y Palacio Real: coloca Incas nuevos de tu reserva (uno de "
            "cada profesión por visita) pagando los productos indicados.",
            "Casa de los Sacerdotes, Casa de las Vírgenes: consigue el Sacerdote o la "
            "Virgen más barato de una fila pagando sus productos; tu explorador sube sus "
            "casillas en el acto.",
            "Plaza Central: ajusta el mercado en una unidad y luego vende productos por "
            "maíz o cómpralos con maíz a los precios de sus columnas.",
            "Reloj Solar: envía allí un Inca desde cualquier distrito; cada noche da 3 "
            "casillas y 3 productos distintos y vuelve a tu reserva.",
            "Ruta del Inca: pasar el Granero (7) da 3 maíz, el Establo (13) una llama y la "
            "Cima (20) Cartas de Sacrificio.",
        ],
        "scoring": [
            "Cada icono de tus Cartas de Sacrificio da 1 PV por cada Sacerdote, Virgen o "
            "Inca tuyo que coincida (los Incas del Reloj Solar no cuentan). La Ruta del "
            "Inca suma +1 en las casillas 7–12 y +2 en las 13–19, y cada carta debida tras "
            "agotarse el mazo 3 PV.",
            "Oro: el de tus cartas más el de la ruta. Si Machu Picchu cae ante los "
            "españoles, quien más oro tiene triplica sus PV, el siguiente total duplica.",
            "Los empates se deshacen con los productos que quedan (3 maíz = 1 unidad).",
        ],
        "end": [
            "Rescate: la partida acaba en el acto cuando se han conseguido los 15 "
            "Sacerdotes y Vírgenes, o tras el turno en que se agota el mazo de sacrificio; "
            "el oro no multiplica.",
            "Conquista: si no, la partida acaba tras el día 9 y el oro multiplica.",
        ],
        "aid": [
            "Turno: mueve (por camino: gratis; a otro sitio: 1 llama) y haz la acción del "
            "distrito, o quédate y coge una Ficha de Luna.",
            "Producir: Granjero gratis, los demás Incas 1 maíz cada uno.",
            "Templo: 3 casillas por Piedra de Templo; 1 llama por Sacerdote/Virgen allí; "
            "Templo Principal: 2 casillas por producto distinto.",
            "Ruta del Inca: 7 = 3 maíz, 13 = 1 llama, 20 = Cartas de Sacrificio.",
            "Noche (tercera Ficha de Luna): Fichas de Luna, Reloj Solar (3 casillas + 3 "
            "productos por Inca).",
            "Puntos: iconos × Sacerdotes, Vírgenes e Incas que coinciden + bonificación de "
            "la ruta; oro ×3/×2 tras una conquista; empates: productos que quedan.",
        ],
        "legend": [
            "Cabecera verde: distrito de producción.",
            "Cabecera naranja: templo.",
            "Cabecera morada: Casa de los Sacerdotes o de las Vírgenes.",
            "Cabecera marrón: Cabaña del Vigilante o Palacio Real (colocar Incas).",
            "Cabecera ocre: Plaza Central (comercio).",
            "Cabecera dorada: Reloj Solar.",
            "Maíz.", "Llama.", "Coca.", "Cerámica.", "Tela.",
            "Cuadrado gris: una Piedra de Templo; punto de color: un producto de "
            "bonificación. Un distrito con bonificación está abierto.",
            "La marca de un jugador con un número en un distrito: sus Incas allí; un cono "
            "bajo la marca: su Príncipe.",
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
    "de": DE,
    "fr": FR,
}
