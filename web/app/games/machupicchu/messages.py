"""The Princes of Machu Picchu's messages, English and Spanish (German and French in
``messages_de``/``messages_fr``); ``i18n`` files them under the game's
prefix and the game's modules read them through ``i18n.scoped``."""

from __future__ import annotations

from ...text.i18n import Message, P, scoped
from .messages_de import DE
from .messages_es import ES
from .messages_fr import FR

EN: dict[str, Message] = {
    "time": "90–120 min",
    "pitch": "Lead your Prince through the city, set up Incas and win the favour of "
        "the gods before the Spanish arrive.",
    "chart.period": "Day",
    "results.bonus": "Gold multiplier",
    "results.tie_break": "more goods left (3 corn count as one unit)",
    "name": "The Princes of Machu Picchu",
    "save.mp": "day {day} of 9",
    "handover.text": "The other players look away: {name}'s sacrifice cards are shown next.",
    "your_cards": "Your sacrifice cards",
    "gold_n": "{n} gold",
    "cards_many": "{card} ({n} cards)",
    "cards_vp": "{vp} VP now",
    "day": "Day {day}",
    "night": "Night {day}",
    "deck": "Sacrifice deck: {n}",
    "supply": "Incas in supply",
    "incas_board": "on the board",
    "scout": "scout on {n}",
    "moon": "moon tiles",
    "start_player": "sun tile",
    "d.sun_clock": "Sun Clock",
    "d.puma_temple": "Puma Temple",
    "d.potters_quarter": "Potter's Quarter",
    "d.coca_plantation": "Coca Plantation",
    "d.main_temple": "Main Temple",
    "d.house_of_priests": "House of Priests",
    "d.central_plaza": "Central Plaza",
    "d.weavers_quarter": "Weaver's Quarter",
    "d.condor_temple": "Condor Temple",
    "d.llamas_meadow": "Llama's Meadow",
    "d.temple_of_the_sun": "Temple of the Sun",
    "d.house_of_virgins": "House of Virgins",
    "d.royal_palace": "Royal Palace",
    "d.watchmans_hut": "Watchman's Hut",
    "d.corn_terraces": "Corn Terraces",
    "dx.sun_clock": "Move one of your Incas from a district here; at night it returns with "
        "3 steps and 3 different goods.",
    "dx.production": "Take the bonus; while a bonus was here, every player's Incas here may "
        "produce (farmers free, others 1 corn each).",
    "dx.temple": "Take the temple stones (3 steps each); then Priests/Virgins of this "
        "temple may sacrifice 1 llama each.",
    "dx.main_temple": "Take the temple stones (3 steps each); then everyone may sacrifice "
        "different goods, 2 steps each.",
    "dx.house": "Acquire one Priest or Virgin (leftmost card, printed cost).",
    "dx.hut": "Set up new Incas (one of each occupation per visit).",
    "dx.central_plaza": "Adjust the market by one unit, then buy and sell at the column prices.",
    "g.corn": "corn",
    "g.llama": "llama",
    "g.coca": "coca",
    "g.pottery": "pottery",
    "g.cloth": "cloth",
    "gq.corn": "{n} corn",
    "gq.llama": P("n", "{n} llama", "{n} llamas"),
    "gq.coca": "{n} coca",
    "gq.pottery": "{n} pottery",
    "gq.cloth": "{n} cloth",
    "op.farmer": "Farmers",
    "op.shepherd": "Shepherds",
    "op.coca_planter": "Coca planters",
    "op.potter": "Potters",
    "op.weaver": "Weavers",
    "rp.condor": "Priests of Condor",
    "rp.puma": "Priests of Puma",
    "rp.virgin": "Virgins of the Sun",
    "o.farmer": "Farmer",
    "o.shepherd": "Shepherd",
    "o.coca_planter": "Coca planter",
    "o.potter": "Potter",
    "o.weaver": "Weaver",
    "r.condor": "Priest of Condor",
    "r.puma": "Priest of Puma",
    "r.virgin": "Virgin of the Sun",
    "i.condor": "Condor",
    "i.puma": "Puma",
    "i.sun": "Sun",
    "i.farmer": "Farmer",
    "i.shepherd": "Shepherd",
    "i.coca": "Coca",
    "i.potter": "Potter",
    "i.weaver": "Weaver",
    "moon.steps": "{n} steps",
    "moon.corn": "{n} corn",
    "moon.good": "1 {good}",
    "moon.night": "at night",
    "moon.night_corn": "at night, for 1 corn",
    "moon.now": "at once",
    "moon.now_corn": "at once, for 1 corn",
    "moon.tip": "{reward} {when}",
    "trail": "Incatrail",
    "granary": "Granary",
    "stable": "Llama Stable",
    "summit": "Summit",
    "market": "Market",
    "you_have": "You have",
    "market.prices": "Market: sell / buy for corn",
    "time_track": "Day track",
    "rows": "Priests and Virgins",
    # the board in words (screen readers)
    "bt.bonus": "Bonus here: {amount}",
    "bt.stones": P("n", "Temple stones here: {n}", "Temple stones here: {n}"),
    "bt.no_bonus": "No bonus left here today",
    "bt.incas": "Incas: {who}",
    "bt.no_incas": "No Incas",
    "bt.princes": "Princes here: {who}",
    "bt.row": "{row}: {left} left, each costs {cost}; their sacrifices give {steps} steps",
    "bt.temple": "{rows} sacrifice llamas here",
    "bt.price": "{good}: buy for {buy} corn, sell for {sell} corn",
    "bt.neighbours": "Neighbours (a free move): {list}",
    "bt.moon_title": "Moon tiles and the day",
    "bt.moon_today": "Moon tiles taken today: {n} of {of}",
    "bt.moon_free": "Moon tile “{reward}”: not taken; it pays {when}",
    "bt.moon_taken": "Moon tile “{reward}”: taken by {name}",
    "bt.scout": "{name}'s scout: field {n}",
    "bt.trail_marks": "Granary on field {granary}, Llama Stable on field {stable}, Summit on "
        "field {summit}",
    "p.first_inca": "{name}: place your first Inca.",
    "p.first_placement": "{name}: place your Prince on any district.",
    "p.turn": "{name}: move your Prince (free to a neighbour, 1 llama elsewhere) or "
        "stay and take a moon tile.",
    "p.produce": "{name}: how many of your {occupations} produce?",
    "p.sacrifice": "{name}: sacrifice llamas with your {rows} ({steps} steps each)?",
    "p.offer": "{name}: sacrifice different goods at the Main Temple (2 steps each)?",
    "p.summit": P("n", "{name}: you reached the summit. Return {n} card to the bottom of the "
                  "deck.", "{name}: you reached the summit. Return {n} cards to the bottom of "
                  "the deck."),
    "p.set_up": "{name}: set up Incas.",
    "p.acquire": "{name}: acquire a Priest or Virgin?",
    "p.plaza": "{name}: trade at the market.",
    "p.plaza_adjust": "You may first add or remove one unit.",
    "p.sun_clock": "{name}: send an Inca to the Sun Clock?",
    "p.sun_goods": "{name}: choose 3 different goods from the Sun Clock.",
    "p.moon_goods": P("n", "{name}: your corn pays for {n} good of your moon tiles: choose it.",
                      "{name}: your corn pays for {n} goods of your moon tiles: choose them."),
    "a.place_inca": "{occupation}",
    "a.move": "{district}",
    "a.move_llama": "{district} (1 llama)",
    "a.move_idle": "{move} — {ends}",
    "a.stay": "Stay: {reward} {when}",
    "a.stay_unpaid": "Stay: moon tile {reward}, no corn to pay for it",
    "a.produce": "Produce {count}",
    "a.sacrifice": P("count", "Sacrifice {count} llama: {steps} steps",
                     "Sacrifice {count} llamas: {steps} steps"),
    "a.offer": "Offer {goods}",
    "a.offer_none": "Offer nothing",
    "a.return_cards": "Return the selected cards",
    "a.set_up": "{occupation} ({cost})",
    "a.acquire": "{row} ({cost}) — then {steps} steps per sacrifice",
    "a.acquire_price": "{row} ({cost})",
    "a.done": "Done",
    "a.pass": "Pass",
    "a.market_add": "Add 1 {good} to the market",
    "a.market_remove": "Remove 1 {good} from the market",
    "a.sell": "Sell {good} for {price} corn",
    "a.buy": "Buy {good} for {price} corn",
    "a.sun_clock": "{occupation} to the Sun Clock",
    "a.take_goods": "Take {goods}",
    "a.moon_goods": "Take {goods}",
    "h.place_inca": "Place your first Inca: a {occupation}",
    "h.move": "Move your Prince to {district}",
    "h.move_llama": "Pay 1 llama and move your Prince to {district}",
    "h.stay": "Stay and take the moon tile “{reward}”: it pays {when}",
    "h.stay_unpaid": "Stay and take the moon tile “{reward}” (no corn to pay for it)",
    "h.set_up": "Set up a {occupation} ({cost})",
    "h.acquire": "Acquire a {row} ({cost})",
    "h.sun_clock": "Send a {occupation} to the Sun Clock",
    "h.return_cards": "Return {cards}",
    "mv.ends": "{why}: your turn ends",
    "mv.no_bonus": "no bonus left there today",
    "mv.house": "nothing you can afford there",
    "mv.house_empty": "none left there",
    "mv.hut": "no Inca you can afford there",
    "mv.hut_supply": "no Inca left in your supply",
    "mv.sun_clock": "none of your Incas to send there",
    "mv.nothing": "nothing to take there",
    "no.label": "{what} — {why}",
    "no.short": "you have {have}, it costs {cost}",
    "no.none_left": "none left",
    "no.used": "already set up on this visit",
    "no.supply": "no Inca left in your supply",
    "no.sold": "sold on this visit, not bought back",
    "pick.goods": "Choose goods:",
    "pick.cards": "Choose cards to return:",
    "pick.none": "nothing selected",
    "l.setup": "The game begins on day {day}; {name} starts.",
    "l.place_inca": "{name} places a {occupation}.",
    "l.move": "{name} moves the Prince to {district}.",
    "l.move_llama": "{name} pays 1 llama and moves the Prince to {district}.",
    "l.stay": "{name} stays and takes the moon tile “{reward}”.",
    "l.day_ends": "{name} takes the third moon tile and the sun tile: day {day} is ending.",
    "l.bonus": "{name} takes the bonus: {amount}.",
    "l.temple_stones": P("count", "{name} takes {count} temple stone.",
                         "{name} takes {count} temple stones."),
    "l.produce": "{name} produces {amount}.",
    "l.sacrifice": P("llamas", "{name} sacrifices {llamas} llama: {steps} steps.",
                     "{name} sacrifices {llamas} llamas: {steps} steps."),
    "l.offer": "{name} sacrifices {goods}: {steps} steps.",
    "l.scout": "{name}'s scout moves from {from} to {to}.",
    "l.summit": P("drawn", "{name} reaches the summit and draws {drawn} card.",
                  "{name} reaches the summit and draws {drawn} cards."),
    "l.summit_owed": "{name} reaches the summit but the deck is empty: 3 VP instead.",
    "l.return_cards": P("count", "{name} returns {count} card to the bottom of the deck.",
                        "{name} returns {count} cards to the bottom of the deck."),
    "l.deck_exhausted": "The sacrifice deck is exhausted.",
    "l.set_up": "{name} sets up a {occupation}.",
    "l.acquire": "{name} acquires a {row}; sacrifices now give {steps_now} steps.",
    "l.market_add": "{name} adds 1 {good} to the market.",
    "l.market_remove": "{name} removes 1 {good} from the market.",
    "l.sell": "{name} sells 1 {good} for {price} corn.",
    "l.buy": "{name} buys 1 {good} for {price} corn.",
    "l.sun_clock": "{name} sends a {occupation} to the Sun Clock.",
    "l.sun_goods": "{name} receives {goods} from the Sun Clock.",
    "l.sun_clock_return": P("count", "{name}'s Inca returns from the Sun Clock.",
                            "{name}'s {count} Incas return from the Sun Clock."),
    "l.moon_reward": "{name} receives {amount} from a moon tile.",
    "l.granary": "{name} receives {corn} corn from the granary.",
    "l.stable": P("llamas", "{name} receives {llamas} llama from the stable.",
                  "{name} receives {llamas} llamas from the stable."),
    "l.time_corn": "{name} takes the corn from the day track.",
    "l.night": "Night falls after day {day}.",
    "l.new_day": "Day {day} begins; {name} starts.",
    "l.game_over": "The game is over: {ending}.",
    "lh.setup": "Set-up",
    "lh.end": "End of the game",
    "lh.turn": "Day {day} · {name}",
    "lh.night": "Night after day {day}",
    "ending.rescue": "Machu Picchu is rescued",
    "ending.conquest": "the Spanish conquer Machu Picchu",
    "results.final": "Final",
    "results.vp": "VP",
    "results.cards": "Cards",
    "results.trail": "Trail",
    "results.owed": "Owed cards",
    "results.gold": "Gold",
    "results.mult": "×",
    "results.goods": "Goods (tie-break)",
    "results.final.why": "Victory points after the gold multiplier: the score that ranks.",
    "results.vp.why": "Victory points before the multiplier: the cards' icons, the Incatrail "
        "bonus and 3 VP per owed card.",
    "results.cards.why": "VP per icon: each icon on your sacrifice cards scores 1 VP per "
        "matching Inca or Priest/Virgin of yours.",
    "results.trail.why": "Incatrail bonus: +1 on fields 7–12, +2 on 13–19 (VP and gold).",
    "results.owed.why": "Cards owed at the summit after the deck ran out: 3 VP each.",
    "results.gold.why": "Gold on your cards plus the Incatrail bonus; it ranks the players "
        "for the multiplier.",
    "results.mult.why": "Gold multiplier after a Spanish conquest: most gold ×3, next ×2, the "
        "others ×1 (×1 for everyone after a rescue).",
    "results.goods.why": "Goods left, in units (3 corn = 1): they break a tie.",
}


# == learn: the guided first game (tutorial.py) ==
EN.update({
    "tut.first_inca": "Choose your first Inca: a Farmer. Incas in a district produce "
        "whenever a Prince enters it, and Farmers produce corn for free.",
    "tut.move_free": "Move your Prince to the Corn Terraces. Entering a district triggers "
        "its action; your first move goes anywhere for free.",
    "tut.produce": "Let your Farmer produce: corn feeds your other Incas' work and the "
        "temples.",
    "tut.move_paid": "Go to the Royal Palace. It is not next door, so the move costs "
        "1 llama.",
    "tut.set_up": "Set up a Potter, paying one of each other good: more Incas, more goods "
        "every time a Prince passes.",
    "tut.produce_other": "The AI's Prince entered the Potter's Quarter: your Potter may "
        "produce too, for 1 corn. Other players' moves work for you.",
    "tut.temple": "Walk to the Main Temple, next door, so free: temples move your scout up "
        "the Incatrail and let you sacrifice.",
    "tut.offer": "Offer corn and pottery (pick both, then confirm): each offering climbs "
        "the Incatrail; the trail pays corn, a llama, then cards.",
    "tut.stay": "Stay and take the first moon tile: at night it pays steps on the "
        "Incatrail. The third moon tile of a day ends the day.",
    "tut.move_sun": "Move to the Sun Clock, next door.",
    "tut.sun_clock": "Send your Potter to the Sun Clock: each night it brings 3 steps and "
        "3 different goods, then comes back.",
    "tipx.days": "Day {day} of 9. Taking the third moon tile ends the day; at night each "
        "moon tile pays its owner. Sacrifice deck: {deck} cards (the game ends when it runs "
        "out).",
    "tipx.trail": "Incatrail: each scout's field. Granary (7): 3 corn; stable (13): a llama; "
        "summit (20): sacrifice cards. At the end +1 VP and gold on 7–12, +2 on 13–19.",
    "tut.outro": "You have made every kind of move. Finish the game against the easy AI: "
        "buy Priests and Virgins in their houses for points, trade at the Central Plaza, "
        "and keep gold for the end. The Rules button has the player aid.",
})
ES.update({
    "tut.first_inca": "Elige tu primer Inca: un Granjero. Los Incas de un distrito "
        "producen cada vez que entra un Príncipe, y los Granjeros producen maíz gratis.",
    "tut.move_free": "Mueve tu Príncipe a las Terrazas de Maíz. Entrar en un distrito "
        "activa su acción; tu primer movimiento va a cualquier sitio gratis.",
    "tut.produce": "Haz producir a tu Granjero: el maíz paga el trabajo de tus otros "
        "Incas y los templos.",
    "tut.move_paid": "Ve al Palacio Real. No es vecino, así que el movimiento cuesta "
        "1 llama.",
    "tut.set_up": "Coloca un Alfarero pagando un producto de cada uno de los otros: más "
        "Incas, más productos cada vez que pasa un Príncipe.",
    "tut.produce_other": "El Príncipe de la IA entró en el Barrio de los Alfareros: tu "
        "Alfarero también puede producir, por 1 maíz. Los movimientos ajenos te ayudan.",
    "tut.temple": "Ve al Templo Principal, vecino, así que gratis: los templos suben tu "
        "explorador por la Ruta del Inca y permiten sacrificar.",
    "tut.offer": "Ofrece maíz y cerámica (elige ambos y confirma): cada ofrenda sube por "
        "la Ruta del Inca; la ruta paga maíz, una llama y luego cartas.",
    "tut.stay": "Quédate y coge la primera Ficha de Luna: por la noche da casillas en la "
        "Ruta del Inca. La tercera Ficha de Luna del día termina el día.",
    "tut.move_sun": "Muévete al Reloj Solar, vecino.",
    "tut.sun_clock": "Envía tu Alfarero al Reloj Solar: cada noche trae 3 casillas y 3 "
        "productos distintos, y luego vuelve.",
    "tipx.days": "Día {day} de 9. Coger la tercera Ficha de Luna termina el día; por la "
        "noche cada ficha paga a su dueño. Mazo de sacrificio: {deck} cartas (la partida "
        "acaba cuando se agota).",
    "tipx.trail": "Ruta del Inca: la casilla de cada explorador. Granero (7): 3 maíz; "
        "Establo (13): una llama; Cima (20): Cartas de Sacrificio. Al final +1 PV y oro en "
        "7–12, +2 en 13–19.",
    "tut.outro": "Ya has hecho cada tipo de jugada. Termina la partida contra la IA fácil: "
        "compra Sacerdotes y Vírgenes en sus casas para puntuar, comercia en la Plaza "
        "Central y guarda oro para el final. El botón Reglas tiene la ayuda de juego.",
})

# == review: the replay's days or rounds ==
EN.update({
    "review.period": "Day {n}",
    "review.period_caption": "Day",
    "review.prev_period": "Previous day",
    "review.next_period": "Next day",
})
ES.update({
    "review.period": "Día {n}",
    "review.period_caption": "Día",
    "review.prev_period": "Día anterior",
    "review.next_period": "Día siguiente",
})

t = scoped("mp", {"en": EN, "es": ES, "de": DE, "fr": FR})
