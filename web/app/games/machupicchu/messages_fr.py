"""The Princes of Machu Picchu's messages in French (keys as in ``messages.EN``)."""

from __future__ import annotations

from ...i18n import P
from ...lang import typeset

FR = typeset({
    "name": "Les Princes de Machu Picchu",
    "save.mp": "jour {day} sur 9",
    "handover.text": "Les autres détournent les yeux : voici les cartes Sacrifice de {name}.",
    "your_cards": "Vos cartes Sacrifice",
    "cards_vp": "{vp} PV maintenant",
    "day": "Jour {day}",
    "night": "Nuit {day}",
    "deck": "Pioche Sacrifice : {n}",
    "supply": "Incas en réserve",
    "incas_board": "sur le plateau",
    "scout": "éclaireur sur {n}",
    "moon": "tuiles Lune",
    "start_player": "tuile Soleil",
    "d.sun_clock": "Horloge solaire",
    "d.puma_temple": "Temple du Puma",
    "d.potters_quarter": "Quartier des potiers",
    "d.coca_plantation": "Plantation de coca",
    "d.main_temple": "Temple principal",
    "d.house_of_priests": "Maison des Prêtres",
    "d.central_plaza": "Place centrale",
    "d.weavers_quarter": "Quartier des tisserands",
    "d.condor_temple": "Temple du Condor",
    "d.llamas_meadow": "Prairie des lamas",
    "d.temple_of_the_sun": "Temple du Soleil",
    "d.house_of_virgins": "Maison des Vierges",
    "d.royal_palace": "Palais royal",
    "d.watchmans_hut": "Cabane du guetteur",
    "d.corn_terraces": "Terrasses de maïs",
    "dx.sun_clock": "Placez ici un de vos Incas venu d'un quartier ; la nuit, il revient "
        "avec 3 pas et 3 marchandises différentes.",
    "dx.production": "Prenez le bonus ; s'il y en avait un, les Incas de tous les joueurs "
        "présents ici peuvent produire (paysans gratuits, les autres pour 1 maïs chacun).",
    "dx.temple": "Prenez les pierres de temple (3 pas chacune) ; puis les Prêtres/Vierges "
        "de ce temple peuvent sacrifier 1 lama chacun.",
    "dx.main_temple": "Prenez les pierres de temple (3 pas chacune) ; puis chacun peut "
        "sacrifier des marchandises différentes, 2 pas chacune.",
    "dx.house": "Recrutez un Prêtre ou une Vierge (carte la plus à gauche, coût imprimé).",
    "dx.hut": "Installez de nouveaux Incas (un de chaque métier par visite).",
    "dx.central_plaza": "Décalez le marché d'une unité, puis achetez et vendez aux prix de la "
        "colonne.",
    "g.corn": "maïs", "g.llama": "lama", "g.coca": "coca", "g.pottery": "poterie",
    "g.cloth": "tissu",
    "gq.corn": "{n} maïs", "gq.llama": P("n", "{n} lama", "{n} lamas"), "gq.coca": "{n} coca",
    "gq.pottery": P("n", "{n} poterie", "{n} poteries"),
    "gq.cloth": P("n", "{n} tissu", "{n} tissus"),
    "op.farmer": "paysans", "op.shepherd": "bergers", "op.coca_planter": "cultivateurs de coca",
    "op.potter": "potiers", "op.weaver": "tisserands",
    "rp.condor": "Prêtres du Condor", "rp.puma": "Prêtres du Puma",
    "rp.virgin": "Vierges du Soleil",
    "o.farmer": "Paysan", "o.shepherd": "Berger", "o.coca_planter": "Cultivateur de coca",
    "o.potter": "Potier", "o.weaver": "Tisserand",
    "r.condor": "Prêtre du Condor", "r.puma": "Prêtre du Puma", "r.virgin": "Vierge du Soleil",
    "i.condor": "Condor", "i.puma": "Puma", "i.sun": "Soleil", "i.farmer": "Paysan",
    "i.shepherd": "Berger", "i.coca": "Coca", "i.potter": "Potier", "i.weaver": "Tisserand",
    "moon.steps": "{n} pas", "moon.corn": "{n} maïs", "moon.good": "1 {good}",
    "moon.night": "la nuit", "moon.night_corn": "la nuit, contre 1 maïs",
    "moon.now": "aussitôt", "moon.now_corn": "aussitôt, contre 1 maïs",
    "moon.tip": "{reward} {when}",
    "trail": "Chemin de l'Inca", "granary": "Grenier", "stable": "Étable à lamas",
    "summit": "Sommet", "market": "Marché", "you_have": "Vous avez",
    "market.prices": "Marché : vente / achat en maïs", "time_track": "Piste des jours",
    "rows": "Prêtres et Vierges",
    "p.first_inca": "{name} : placez votre premier Inca.",
    "p.first_placement": "{name} : placez votre Prince sur le quartier de votre choix.",
    "p.turn": "{name} : déplacez votre Prince (gratuit vers un voisin, 1 lama ailleurs) ou "
        "restez et prenez une tuile Lune.",
    "p.produce": "{name} : combien de vos {occupations} produisent ?",
    "p.sacrifice": "{name} : sacrifier des lamas avec vos {rows} ({steps} pas chacun) ?",
    "p.offer": "{name} : sacrifier des marchandises différentes au Temple principal (2 pas "
        "chacune) ?",
    "p.summit": P("n", "{name} : vous avez atteint le sommet. Remettez {n} carte sous la "
                  "pioche.", "{name} : vous avez atteint le sommet. Remettez {n} cartes sous "
                  "la pioche."),
    "p.set_up": "{name} : installez des Incas.",
    "p.acquire": "{name} : recruter un Prêtre ou une Vierge ?",
    "p.plaza": "{name} : commercez au marché.",
    "p.plaza_adjust": "Vous pouvez d'abord ajouter ou retirer une unité.",
    "p.sun_clock": "{name} : envoyer un Inca à l'Horloge solaire ?",
    "p.sun_goods": "{name} : choisissez 3 marchandises différentes de l'Horloge solaire.",
    "p.moon_goods": P("n", "{name} : votre maïs paie {n} marchandise de vos tuiles Lune : "
                      "choisissez-la.", "{name} : votre maïs paie {n} marchandises de vos "
                      "tuiles Lune : choisissez-les."),
    "a.place_inca": "{occupation}",
    "a.move": "{district}",
    "a.move_llama": "{district} (1 lama)",
    "a.move_idle": "{move} – {ends}",
    "a.stay": "Rester : {reward} {when}",
    "a.stay_unpaid": "Rester : tuile Lune {reward}, sans maïs pour la payer",
    "a.produce": "Produire {count}",
    "a.sacrifice": P("count", "Sacrifier {count} lama : {steps} pas",
                     "Sacrifier {count} lamas : {steps} pas"),
    "a.offer": "Sacrifier {goods}",
    "a.offer_none": "Ne rien sacrifier",
    "a.return_cards": "Remettre les cartes choisies",
    "a.set_up": "{occupation} ({cost})",
    "a.acquire": "{row} ({cost}) – puis {steps} pas par sacrifice",
    "a.done": "Terminé",
    "a.pass": "Passer",
    "a.market_add": "Ajouter 1 {good} au marché",
    "a.market_remove": "Retirer 1 {good} du marché",
    "a.sell": "Vendre {good} pour {price} maïs",
    "a.buy": "Acheter {good} pour {price} maïs",
    "a.sun_clock": "{occupation} à l'Horloge solaire",
    "a.take_goods": "Prendre {goods}",
    "a.moon_goods": "Prendre {goods}",
    "h.place_inca": "Placez votre premier Inca : un {occupation}",
    "h.move": "Déplacez votre Prince : {district}",
    "h.move_llama": "Payez 1 lama et déplacez votre Prince : {district}",
    "h.stay": "Restez et prenez la tuile Lune « {reward} » : elle rapporte {when}",
    "h.stay_unpaid": "Restez et prenez la tuile Lune « {reward} » (sans maïs pour la payer)",
    "mv.ends": "{why} : votre tour s'achève",
    "mv.no_bonus": "plus de bonus là-bas aujourd'hui",
    "mv.house": "rien que vous puissiez payer là-bas",
    "mv.house_empty": "plus personne à recruter là-bas",
    "mv.hut": "aucun Inca que vous puissiez payer là-bas",
    "mv.hut_supply": "plus aucun Inca dans votre réserve",
    "mv.sun_clock": "aucun de vos Incas à y envoyer",
    "mv.nothing": "rien à prendre là-bas",
    "h.set_up": "Installez un {occupation} ({cost})",
    "h.acquire": "Recrutez : {row} ({cost})",
    "h.sun_clock": "Envoyez un {occupation} à l'Horloge solaire",
    "h.return_cards": "Remettez {cards}",
    "pick.goods": "Choisissez les marchandises :",
    "pick.cards": "Choisissez les cartes à remettre :",
    "pick.none": "rien de choisi",
    "l.setup": "La partie commence au jour {day} ; {name} commence.",
    "l.place_inca": "{name} place un {occupation}.",
    "l.move": "{name} déplace son Prince : {district}.",
    "l.move_llama": "{name} paie 1 lama et déplace son Prince : {district}.",
    "l.stay": "{name} reste et prend la tuile Lune « {reward} ».",
    "l.day_ends": "{name} prend la troisième tuile Lune et la tuile Soleil : le jour {day} "
        "s'achève.",
    "l.bonus": "{name} prend le bonus : {amount}.",
    "l.temple_stones": P("count", "{name} prend {count} pierre de temple.",
                         "{name} prend {count} pierres de temple."),
    "l.produce": "{name} produit {amount}.",
    "l.sacrifice": P("llamas", "{name} sacrifie {llamas} lama : {steps} pas.",
                     "{name} sacrifie {llamas} lamas : {steps} pas."),
    "l.offer": "{name} sacrifie {goods} : {steps} pas.",
    "l.scout": "L'éclaireur de {name} va de {from} à {to}.",
    "l.summit": P("drawn", "{name} atteint le sommet et pioche {drawn} carte.",
                  "{name} atteint le sommet et pioche {drawn} cartes."),
    "l.summit_owed": "{name} atteint le sommet mais la pioche est vide : 3 PV à la place.",
    "l.return_cards": P("count", "{name} remet {count} carte sous la pioche.",
                        "{name} remet {count} cartes sous la pioche."),
    "l.deck_exhausted": "La pioche Sacrifice est épuisée.",
    "l.set_up": "{name} installe un {occupation}.",
    "l.acquire": "{name} recrute : {row} ; les sacrifices rapportent désormais {steps_now} pas.",
    "l.market_add": "{name} ajoute 1 {good} au marché.",
    "l.market_remove": "{name} retire 1 {good} du marché.",
    "l.sell": "{name} vend 1 {good} pour {price} maïs.",
    "l.buy": "{name} achète 1 {good} pour {price} maïs.",
    "l.sun_clock": "{name} envoie un {occupation} à l'Horloge solaire.",
    "l.sun_goods": "{name} reçoit {goods} de l'Horloge solaire.",
    "l.sun_clock_return": P("count", "L'Inca de {name} revient de l'Horloge solaire.",
                            "{count} Incas de {name} reviennent de l'Horloge solaire."),
    "l.moon_reward": "{name} reçoit {amount} d'une tuile Lune.",
    "l.granary": "{name} reçoit {corn} maïs du grenier.",
    "l.stable": P("llamas", "{name} reçoit {llamas} lama de l'étable.",
                  "{name} reçoit {llamas} lamas de l'étable."),
    "l.time_corn": "{name} prend le maïs de la piste des jours.",
    "l.night": "La nuit tombe après le jour {day}.",
    "l.new_day": "Le jour {day} commence ; {name} commence.",
    "l.game_over": "La partie est finie : {ending}.",
    "lh.setup": "Mise en place", "lh.end": "Fin de la partie", "lh.turn": "Jour {day} · {name}",
    "lh.night": "Nuit après le jour {day}",
    "ending.rescue": "Machu Picchu est sauvé",
    "ending.conquest": "les Espagnols conquièrent Machu Picchu",
    "results.final": "Final", "results.vp": "PV", "results.cards": "Cartes",
    "results.trail": "Chemin", "results.owed": "Cartes dues", "results.gold": "Or",
    "results.mult": "×", "results.goods": "Marchandises (égalité)",
    "results.final.why": "Points de victoire après le multiplicateur d'or : le score qui "
        "classe.",
    "results.vp.why": "Points de victoire avant le multiplicateur : les symboles des cartes, "
        "le bonus du Chemin de l'Inca et 3 PV par carte due.",
    "results.cards.why": "PV par symbole : chaque symbole de vos cartes Sacrifice rapporte "
        "1 PV par Inca ou Prêtre/Vierge correspondant à vous.",
    "results.trail.why": "Bonus du Chemin de l'Inca : +1 sur les cases 7–12, +2 sur 13–19 (PV "
        "et or).",
    "results.owed.why": "Cartes dues au sommet une fois la pioche épuisée : 3 PV chacune.",
    "results.gold.why": "L'or de vos cartes plus le bonus du Chemin ; il classe les joueurs "
        "pour le multiplicateur.",
    "results.mult.why": "Multiplicateur d'or après la conquête espagnole : le plus d'or ×3, "
        "le suivant ×2, les autres ×1 (×1 pour tous si Machu Picchu est sauvé).",
    "results.goods.why": "Marchandises restantes, en unités (3 maïs = 1) : elles départagent "
        "une égalité.",
    "gold_n": "{n} or", "cards_many": "{card} ({n} cartes)",
    # == learn ==
    "tipx.days": "Jour {day} sur 9. La troisième tuile Lune termine le jour ; la nuit, "
        "chaque tuile Lune paie son propriétaire. Pioche de sacrifice : {deck} cartes (la "
        "partie finit quand elle est vide).",
    "tipx.trail": "Chemin de l'Inca : la case de chaque éclaireur. Grenier (7) : 3 maïs ; "
        "étable (13) : un lama ; sommet (20) : cartes de sacrifice. À la fin +1 PV et or "
        "sur 7–12, +2 sur 13–19.",
    "tut.first_inca": "Choisissez votre premier Inca : un Paysan. Les Incas d'un quartier "
        "produisent quand un Prince y entre, et les Paysans produisent du maïs gratuitement.",
    "tut.move_free": "Déplacez votre Prince aux Terrasses de maïs. Entrer dans un quartier "
        "déclenche son action ; votre premier déplacement va partout gratuitement.",
    "tut.produce": "Faites produire votre Paysan : le maïs paie le travail de vos autres "
        "Incas et les temples.",
    "tut.move_paid": "Allez au Palais royal. Il n'est pas voisin, donc le déplacement coûte "
        "1 lama.",
    "tut.set_up": "Installez un Potier en payant une marchandise de chacune des autres : "
        "plus d'Incas, plus de marchandises à chaque passage d'un Prince.",
    "tut.produce_other": "Le Prince de l'IA est entré dans le Quartier des potiers : votre "
        "Potier peut produire aussi, pour 1 maïs. Les coups des autres travaillent pour vous.",
    "tut.temple": "Allez au Temple principal, voisin, donc gratuit : les temples font monter "
        "votre éclaireur sur le Chemin de l'Inca et permettent des sacrifices.",
    "tut.offer": "Offrez maïs et poterie (choisissez les deux, puis confirmez) : chaque "
        "offrande monte le Chemin de l'Inca ; le chemin paie du maïs, un lama, puis des "
        "cartes.",
    "tut.stay": "Restez et prenez la première tuile Lune : la nuit, elle donne des pas sur "
        "le Chemin de l'Inca. La troisième tuile Lune d'un jour termine le jour.",
    "tut.move_sun": "Allez à l'Horloge solaire, voisine.",
    "tut.sun_clock": "Envoyez votre Potier à l'Horloge solaire : chaque nuit il rapporte 3 "
        "pas et 3 marchandises différentes, puis revient.",
    "tut.outro": "Vous avez fait chaque type de coup. Finissez la partie contre l'IA "
        "facile : achetez Prêtres et Vierges dans leurs maisons pour marquer, commercez sur "
        "la Place centrale et gardez de l'or pour la fin. Les Règles contiennent l'aide de "
        "jeu.",
    "time": "90–120 min", "chart.period": "Jour", "results.bonus": "Multiplicateur d'or",
    "results.tie_break": "plus de marchandises restantes (3 maïs comptent pour une unité)",
    "pitch": "Menez votre Prince à travers la cité, placez des Incas et gagnez la faveur "
        "des dieux avant l'arrivée des Espagnols.",
    # == the board in words (screen readers) ==
    "bt.bonus": "Bonus ici : {amount}",
    "bt.stones": P("n", "Pierres de temple ici : {n}", "Pierres de temple ici : {n}"),
    "bt.no_bonus": "Plus de bonus ici aujourd'hui",
    "bt.incas": "Incas : {who}",
    "bt.no_incas": "Aucun Inca",
    "bt.princes": "Princes ici : {who}",
    "bt.row": "{row} : il en reste {left}, {cost} chacun ; leurs sacrifices donnent {steps} pas",
    "bt.temple": "Ici, les {rows} sacrifient des lamas",
    "bt.price": "{good} : achat pour {buy} maïs, vente pour {sell} maïs",
    "bt.neighbours": "Voisins (déplacement gratuit) : {list}",
    "bt.moon_title": "Tuiles Lune et le jour",
    "bt.moon_today": "Tuiles Lune prises aujourd'hui : {n} sur {of}",
    "bt.moon_free": "Tuile Lune « {reward} » : disponible ; elle rapporte {when}",
    "bt.moon_taken": "Tuile Lune « {reward} » : prise par {name}",
    "bt.scout": "Éclaireur de {name} : case {n}",
    "bt.trail_marks": "Grenier sur la case {granary}, Étable à lamas sur la case {stable}, "
        "Sommet sur la case {summit}",
    # == review ==
    "review.period": "Jour {n}",
    "review.period_caption": "Jour",
    "review.prev_period": "Jour précédent",
    "review.next_period": "Jour suivant",
}, french=True)
