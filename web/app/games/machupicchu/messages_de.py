"""The Princes of Machu Picchu's messages in German (keys as in ``messages.EN``)."""

from __future__ import annotations

from ...i18n import P
from ...lang import typeset

DE = typeset({
    "name": "Die Prinzen von Machu Picchu",
    "save.mp": "Tag {day} von 9",
    "handover.text": "Die anderen schauen weg: gleich folgen die Opferkarten von {name}.",
    "your_cards": "Deine Opferkarten",
    "cards_vp": "jetzt {vp} SP",
    "day": "Tag {day}",
    "night": "Nacht {day}",
    "deck": "Opferstapel: {n}",
    "supply": "Inkas im Vorrat",
    "incas_board": "auf dem Plan",
    "scout": "Späher auf {n}",
    "moon": "Mondplättchen",
    "start_player": "Sonnenplättchen",
    "d.sun_clock": "Sonnenuhr",
    "d.puma_temple": "Pumatempel",
    "d.potters_quarter": "Töpferviertel",
    "d.coca_plantation": "Kokaplantage",
    "d.main_temple": "Haupttempel",
    "d.house_of_priests": "Haus der Priester",
    "d.central_plaza": "Zentraler Platz",
    "d.weavers_quarter": "Weberviertel",
    "d.condor_temple": "Kondortempel",
    "d.llamas_meadow": "Lamaweide",
    "d.temple_of_the_sun": "Sonnentempel",
    "d.house_of_virgins": "Haus der Jungfrauen",
    "d.royal_palace": "Königspalast",
    "d.watchmans_hut": "Wächterhütte",
    "d.corn_terraces": "Maisterrassen",
    "dx.sun_clock": "Stelle einen deiner Inkas aus einem Stadtteil hierher; nachts kehrt er "
        "mit 3 Schritten und 3 verschiedenen Waren zurück.",
    "dx.production": "Nimm den Bonus; lag hier ein Bonus, dürfen die Inkas aller Spieler "
        "hier produzieren (Bauern gratis, die anderen für je 1 Mais).",
    "dx.temple": "Nimm die Tempelsteine (je 3 Schritte); dann dürfen die Priester/Jungfrauen "
        "dieses Tempels je 1 Lama opfern.",
    "dx.main_temple": "Nimm die Tempelsteine (je 3 Schritte); dann dürfen alle verschiedene "
        "Waren opfern, je 2 Schritte.",
    "dx.house": "Erwirb einen Priester oder eine Jungfrau (linke Karte, aufgedruckte Kosten).",
    "dx.hut": "Setze neue Inkas ein (je Besuch einen jedes Berufs).",
    "dx.central_plaza": "Verschiebe den Markt um eine Einheit, dann kaufe und verkaufe zu den "
        "Preisen der Spalte.",
    "g.corn": "Mais", "g.llama": "Lama", "g.coca": "Koka", "g.pottery": "Keramik",
    "g.cloth": "Stoff",
    "gq.corn": "{n} Mais", "gq.llama": P("n", "{n} Lama", "{n} Lamas"), "gq.coca": "{n} Koka",
    "gq.pottery": "{n} Keramik", "gq.cloth": P("n", "{n} Stoff", "{n} Stoffe"),
    "op.farmer": "Bauern", "op.shepherd": "Hirten", "op.coca_planter": "Kokabauern",
    "op.potter": "Töpfer", "op.weaver": "Weber",
    "rp.condor": "Priester des Kondors", "rp.puma": "Priester des Pumas",
    "rp.virgin": "Sonnenjungfrauen",
    "o.farmer": "Bauer", "o.shepherd": "Hirte", "o.coca_planter": "Kokabauer",
    "o.potter": "Töpfer", "o.weaver": "Weber",
    "r.condor": "Priester des Kondors", "r.puma": "Priester des Pumas",
    "r.virgin": "Sonnenjungfrau",
    "i.condor": "Kondor", "i.puma": "Puma", "i.sun": "Sonne", "i.farmer": "Bauer",
    "i.shepherd": "Hirte", "i.coca": "Koka", "i.potter": "Töpfer", "i.weaver": "Weber",
    "moon.steps": "{n} Schritte", "moon.corn": "{n} Mais", "moon.good": "1 {good}",
    "moon.night": "in der Nacht", "moon.night_corn": "in der Nacht, gegen 1 Mais",
    "moon.now": "sofort", "moon.now_corn": "sofort, gegen 1 Mais",
    "moon.tip": "{reward} {when}",
    "trail": "Inkapfad", "granary": "Kornspeicher", "stable": "Lamastall", "summit": "Gipfel",
    "market": "Markt", "you_have": "Du hast",
    "market.prices": "Markt: verkaufen / kaufen für Mais",
    "time_track": "Tagesleiste", "rows": "Priester und Jungfrauen",
    "p.first_inca": "{name}: Setze deinen ersten Inka ein.",
    "p.first_placement": "{name}: Stelle deinen Prinzen auf einen beliebigen Stadtteil.",
    "p.turn": "{name}: Ziehe deinen Prinzen (gratis zum Nachbarn, sonst 1 Lama) oder bleib "
        "stehen und nimm ein Mondplättchen.",
    "p.produce": "{name}: Wie viele deiner {occupations} produzieren?",
    "p.sacrifice": "{name}: Lamas mit deinen {rows} opfern (je {steps} Schritte)?",
    "p.offer": "{name}: Verschiedene Waren im Haupttempel opfern (je 2 Schritte)?",
    "p.summit": P("n", "{name}: Du hast den Gipfel erreicht. Lege {n} Karte unter den "
                  "Stapel.", "{name}: Du hast den Gipfel erreicht. Lege {n} Karten unter den "
                  "Stapel."),
    "p.set_up": "{name}: Setze Inkas ein.",
    "p.acquire": "{name}: Einen Priester oder eine Jungfrau erwerben?",
    "p.plaza": "{name}: Handle auf dem Markt.",
    "p.plaza_adjust": "Zuerst darfst du eine Einheit hinzufügen oder entfernen.",
    "p.sun_clock": "{name}: Einen Inka zur Sonnenuhr schicken?",
    "p.sun_goods": "{name}: Wähle 3 verschiedene Waren von der Sonnenuhr.",
    "p.moon_goods": P("n", "{name}: Dein Mais reicht für {n} Ware deiner Mondplättchen: wähle "
                      "sie.", "{name}: Dein Mais reicht für {n} Waren deiner Mondplättchen: "
                      "wähle sie."),
    "a.place_inca": "{occupation}",
    "a.move": "{district}",
    "a.move_llama": "{district} (1 Lama)",
    "a.stay": "Bleiben: {reward} {when}",
    "a.stay_unpaid": "Bleiben: Mondplättchen {reward}, ohne Mais zum Bezahlen",
    "a.produce": "{count} produzieren",
    "a.sacrifice": P("count", "{count} Lama opfern: {steps} Schritte",
                     "{count} Lamas opfern: {steps} Schritte"),
    "a.offer": "{goods} opfern",
    "a.offer_none": "Nichts opfern",
    "a.return_cards": "Gewählte Karten zurücklegen",
    "a.set_up": "{occupation} ({cost})",
    "a.acquire": "{row} ({cost}) – danach {steps} Schritte pro Opfer",
    "a.done": "Fertig",
    "a.pass": "Passen",
    "a.market_add": "1 {good} auf den Markt legen",
    "a.market_remove": "1 {good} vom Markt nehmen",
    "a.sell": "{good} für {price} Mais verkaufen",
    "a.buy": "{good} für {price} Mais kaufen",
    "a.sun_clock": "{occupation} zur Sonnenuhr",
    "a.take_goods": "{goods} nehmen",
    "a.moon_goods": "{goods} nehmen",
    "h.place_inca": "Setze deinen ersten Inka ein: einen {occupation}",
    "h.move": "Ziehe deinen Prinzen zum Stadtteil {district}",
    "h.move_llama": "Zahle 1 Lama und ziehe deinen Prinzen zum Stadtteil {district}",
    "h.stay": "Bleib stehen und nimm das Mondplättchen „{reward}“: es zahlt {when} aus",
    "h.stay_unpaid": "Bleib stehen und nimm das Mondplättchen „{reward}“ (ohne Mais zum "
        "Bezahlen)",
    "h.set_up": "Setze einen {occupation} ein ({cost})",
    "h.acquire": "Erwirb: {row} ({cost})",
    "h.sun_clock": "Schicke einen {occupation} zur Sonnenuhr",
    "h.return_cards": "Lege {cards} zurück",
    "pick.goods": "Waren wählen:",
    "pick.cards": "Karten zum Zurücklegen wählen:",
    "pick.none": "nichts gewählt",
    "l.setup": "Das Spiel beginnt an Tag {day}; {name} fängt an.",
    "l.place_inca": "{name} setzt einen {occupation} ein.",
    "l.move": "{name} zieht den Prinzen zum Stadtteil {district}.",
    "l.move_llama": "{name} zahlt 1 Lama und zieht den Prinzen zum Stadtteil {district}.",
    "l.stay": "{name} bleibt stehen und nimmt das Mondplättchen „{reward}“.",
    "l.day_ends": "{name} nimmt das dritte Mondplättchen und das Sonnenplättchen: Tag {day} "
        "geht zu Ende.",
    "l.bonus": "{name} nimmt den Bonus: {amount}.",
    "l.temple_stones": P("count", "{name} nimmt {count} Tempelstein.",
                         "{name} nimmt {count} Tempelsteine."),
    "l.produce": "{name} produziert {amount}.",
    "l.sacrifice": P("llamas", "{name} opfert {llamas} Lama: {steps} Schritte.",
                     "{name} opfert {llamas} Lamas: {steps} Schritte."),
    "l.offer": "{name} opfert {goods}: {steps} Schritte.",
    "l.scout": "Der Späher von {name} zieht von {from} auf {to}.",
    "l.summit": P("drawn", "{name} erreicht den Gipfel und zieht {drawn} Karte.",
                  "{name} erreicht den Gipfel und zieht {drawn} Karten."),
    "l.summit_owed": "{name} erreicht den Gipfel, doch der Stapel ist leer: stattdessen 3 SP.",
    "l.return_cards": P("count", "{name} legt {count} Karte unter den Stapel.",
                        "{name} legt {count} Karten unter den Stapel."),
    "l.deck_exhausted": "Der Opferstapel ist aufgebraucht.",
    "l.set_up": "{name} setzt einen {occupation} ein.",
    "l.acquire": "{name} erwirbt: {row}; Opfer bringen jetzt {steps_now} Schritte.",
    "l.market_add": "{name} legt 1 {good} auf den Markt.",
    "l.market_remove": "{name} nimmt 1 {good} vom Markt.",
    "l.sell": "{name} verkauft 1 {good} für {price} Mais.",
    "l.buy": "{name} kauft 1 {good} für {price} Mais.",
    "l.sun_clock": "{name} schickt einen {occupation} zur Sonnenuhr.",
    "l.sun_goods": "{name} erhält {goods} von der Sonnenuhr.",
    "l.sun_clock_return": P("count", "Der Inka von {name} kehrt von der Sonnenuhr zurück.",
                            "{count} Inkas von {name} kehren von der Sonnenuhr zurück."),
    "l.moon_reward": "{name} erhält {amount} von einem Mondplättchen.",
    "l.granary": "{name} erhält {corn} Mais aus dem Kornspeicher.",
    "l.stable": P("llamas", "{name} erhält {llamas} Lama aus dem Stall.",
                  "{name} erhält {llamas} Lamas aus dem Stall."),
    "l.time_corn": "{name} nimmt den Mais von der Tagesleiste.",
    "l.night": "Nach Tag {day} bricht die Nacht herein.",
    "l.new_day": "Tag {day} beginnt; {name} fängt an.",
    "l.game_over": "Das Spiel ist zu Ende: {ending}.",
    "lh.setup": "Aufbau", "lh.end": "Spielende", "lh.turn": "Tag {day} · {name}",
    "lh.night": "Nacht nach Tag {day}",
    "ending.rescue": "Machu Picchu ist gerettet",
    "ending.conquest": "die Spanier erobern Machu Picchu",
    "results.final": "Endstand", "results.vp": "SP", "results.cards": "Karten",
    "results.trail": "Pfad", "results.owed": "Fehlkarten", "results.gold": "Gold",
    "results.mult": "×", "results.goods": "Waren (Gleichstand)",
    "results.final.why": "Siegpunkte nach dem Goldmultiplikator: dieser Wert entscheidet.",
    "results.vp.why": "Siegpunkte vor dem Multiplikator: die Symbole der Karten, der Bonus "
        "des Inkapfads und 3 SP je Fehlkarte.",
    "results.cards.why": "SP pro Symbol: jedes Symbol deiner Opferkarten zählt 1 SP je "
        "passendem Inka oder Priester/Jungfrau von dir.",
    "results.trail.why": "Bonus des Inkapfads: +1 auf den Feldern 7–12, +2 auf 13–19 (SP und "
        "Gold).",
    "results.owed.why": "Karten, die am Gipfel fehlten, weil der Stapel leer war: je 3 SP.",
    "results.gold.why": "Gold deiner Karten plus Bonus des Inkapfads; danach richtet sich der "
        "Multiplikator.",
    "results.mult.why": "Goldmultiplikator nach der spanischen Eroberung: meistes Gold ×3, "
        "zweitmeistes ×2, die anderen ×1 (nach einer Rettung alle ×1).",
    "results.goods.why": "Übrige Waren in Einheiten (3 Mais = 1): sie entscheiden bei "
        "Gleichstand.",
    "gold_n": "{n} Gold", "cards_many": "{card} ({n} Karten)",
    # == learn ==
    "tipx.days": "Tag {day} von 9. Das dritte Mondplättchen beendet den Tag; nachts zahlt "
        "jedes Mondplättchen seinem Besitzer. Opferstapel: {deck} Karten (ist er leer, endet "
        "das Spiel).",
    "tipx.trail": "Inkapfad: das Feld jedes Kundschafters. Kornspeicher (7): 3 Mais; "
        "Lamastall (13): ein Lama; Gipfel (20): Opferkarten. Am Ende +1 SP und Gold auf "
        "7–12, +2 auf 13–19.",
    "tut.first_inca": "Wähle deinen ersten Inka: einen Bauern. Inkas in einem Viertel "
        "produzieren, wenn ein Prinz es betritt, und Bauern produzieren Mais umsonst.",
    "tut.move_free": "Zieh deinen Prinzen zu den Maisterrassen. Ein Viertel zu betreten "
        "löst seine Aktion aus; dein erster Zug führt umsonst überallhin.",
    "tut.produce": "Lass deinen Bauern produzieren: Mais bezahlt die Arbeit deiner anderen "
        "Inkas und die Tempel.",
    "tut.move_paid": "Geh zum Königspalast. Er liegt nicht nebenan, also kostet der Zug "
        "1 Lama.",
    "tut.set_up": "Stell einen Töpfer ein und zahle je eine der anderen Waren: mehr Inkas, "
        "mehr Waren bei jedem Besuch eines Prinzen.",
    "tut.produce_other": "Der Prinz der KI betrat das Töpferviertel: dein Töpfer darf auch "
        "produzieren, für 1 Mais. Die Züge anderer arbeiten für dich.",
    "tut.temple": "Geh zum Haupttempel nebenan, also umsonst: Tempel bringen deinen "
        "Kundschafter den Inkapfad hinauf und erlauben Opfer.",
    "tut.offer": "Opfere Mais und Keramik (beide wählen, dann bestätigen): jedes Opfer "
        "steigt den Inkapfad hinauf; der Pfad zahlt Mais, ein Lama, dann Karten.",
    "tut.stay": "Bleib und nimm das erste Mondplättchen: nachts bringt es Schritte auf dem "
        "Inkapfad. Das dritte Mondplättchen eines Tages beendet den Tag.",
    "tut.move_sun": "Zieh zur Sonnenuhr nebenan.",
    "tut.sun_clock": "Schick deinen Töpfer zur Sonnenuhr: jede Nacht bringt er 3 Schritte "
        "und 3 verschiedene Waren und kehrt dann zurück.",
    "tut.outro": "Du hast jede Zugart gemacht. Spiel die Partie gegen die leichte KI zu "
        "Ende: kauf Priester und Jungfrauen in ihren Häusern für Punkte, handle am "
        "Zentralen Platz und behalte Gold für das Ende. Die Regeln enthalten die Spielhilfe.",
    "time": "90–120 Min.", "chart.period": "Tag", "results.bonus": "Gold-Multiplikator",
    "results.tie_break": "mehr übrige Waren (3 Mais zählen als eine Einheit)",
    "pitch": "Führe deinen Prinzen durch die Stadt, setze Inkas ein und gewinne die Gunst "
        "der Götter, bevor die Spanier kommen.",
    # == the board in words (screen readers) ==
    "bt.bonus": "Bonus hier: {amount}",
    "bt.stones": P("n", "Tempelsteine hier: {n}", "Tempelsteine hier: {n}"),
    "bt.no_bonus": "Heute kein Bonus mehr hier",
    "bt.incas": "Inkas: {who}",
    "bt.no_incas": "Keine Inkas",
    "bt.princes": "Prinzen hier: {who}",
    "bt.row": "{row}: noch {left}, je {cost}; ihre Opfer bringen {steps} Schritte",
    "bt.temple": "Hier opfern die {rows} Lamas",
    "bt.price": "{good}: kaufen für {buy} Mais, verkaufen für {sell} Mais",
    "bt.neighbours": "Nachbarn (Zug gratis): {list}",
    "bt.moon_title": "Mondplättchen und der Tag",
    "bt.moon_today": "Heute genommene Mondplättchen: {n} von {of}",
    "bt.moon_free": "Mondplättchen „{reward}“: noch zu haben; zahlt {when} aus",
    "bt.moon_taken": "Mondplättchen „{reward}“: genommen von {name}",
    "bt.scout": "Späher von {name}: Feld {n}",
    "bt.trail_marks": "Kornspeicher auf Feld {granary}, Lamastall auf Feld {stable}, Gipfel auf "
        "Feld {summit}",
    # == review ==
    "review.period": "Tag {n}",
    "review.period_caption": "Tag",
    "review.prev_period": "Vorheriger Tag",
    "review.next_period": "Nächster Tag",
})
