"""The Princes of Machu Picchu's in-app rules in French (parts and paragraphs as in
``rules.RULES["en"]``; the districts named as on the board)."""

from __future__ import annotations

from ...text.typeset import typeset_rules

FR: dict[str, list[str]] = typeset_rules({
    "setup": [
        "Chaque joueur a un Prince, des Incas en réserve (12 à 2 joueurs, 8 à 5), un éclaireur au "
        "pied du Chemin de l'Inca, 3 maïs, 1 lama, 1 coca, 1 poterie, 1 tissu et une carte "
        "Sacrifice face cachée. Les rangées de Prêtres et de Vierges, le marché et les 7 tuiles "
        "Lune sont mis en place ; chaque quartier reçoit ses bonus.",
        "Chacun à son tour, les joueurs placent un premier Inca dans le quartier de production de "
        "leur choix. Le premier déplacement d'un Prince dans la partie va n'importe où "
        "gratuitement.",
    ],
    "turn": [
        "Un jour est une suite de tours dans l'ordre des joueurs. À votre tour, soit vous "
        "déplacez votre Prince, soit vous restez où vous êtes et prenez une tuile Lune.",
        "Se déplacer : vers un quartier relié par une route, c'est gratuit ; vers tout autre, "
        "cela coûte 1 lama. Entrer dans un quartier déclenche son action (seulement s'il est "
        "ouvert, voir les décisions), et un Prince ne déclenche jamais le même quartier deux "
        "tours de suite.",
        "Rester : prenez l'une des tuiles Lune restantes. Quand la troisième tuile Lune du jour "
        "est prise, la nuit suit : les tuiles Lune rapportent (les tuiles de marchandises coûtent "
        "du maïs), l'Horloge solaire rapporte, les bonus reviennent, et un nouveau jour commence.",
    ],
    "actions": [
        "Quartiers de production (Terrasses de maïs, Prairie des lamas, Plantation de coca, "
        "Quartier des potiers, Quartier des tisserands) : prenez le bonus ; s'il y était, les "
        "Incas de tous les joueurs présents peuvent produire une marchandise chacun, les paysans "
        "gratuitement, les autres pour 1 maïs chacun.",
        "Temples : prenez les pierres de temple qui s'y trouvent, 3 pas chacune pour votre "
        "éclaireur ; puis les Prêtres et Vierges de ce temple peuvent sacrifier 1 lama chacun. Au "
        "Temple principal, chacun peut à la place sacrifier des marchandises différentes, 2 pas "
        "chacune.",
        "Cabane du guetteur et Palais royal : installez de nouveaux Incas de votre réserve (un de "
        "chaque métier par visite) en payant les marchandises indiquées.",
        "Maison des Prêtres, Maison des Vierges : recrutez le Prêtre ou la Vierge le moins cher "
        "d'une rangée en payant ses marchandises ; votre éclaireur monte aussitôt les pas de la "
        "carte.",
        "Place centrale : décalez le marché d'une unité, puis vendez des marchandises contre du "
        "maïs ou achetez-en avec du maïs aux prix de leurs colonnes.",
        "Horloge solaire : envoyez-y un Inca depuis n'importe quel quartier ; chaque nuit, il "
        "rapporte 3 pas et 3 marchandises différentes, puis retourne dans votre réserve.",
        "Chemin de l'Inca : passer le grenier (7) donne 3 maïs, l'étable (13) un lama, le sommet "
        "(20) des cartes Sacrifice.",
    ],
    "scoring": [
        "Chaque symbole de vos cartes Sacrifice rapporte 1 PV par Prêtre, Vierge ou Inca "
        "correspondant que vous possédez (les Incas à l'Horloge solaire ne comptent pas). Le "
        "Chemin de l'Inca ajoute +1 sur les cases 7–12, +2 sur 13–19, et chaque carte due après "
        "l'épuisement de la pioche 3 PV.",
        "Or : l'or de vos cartes plus celui du chemin. Si Machu Picchu tombe aux mains des "
        "Espagnols, le plus d'or triple vos PV, le total suivant les double.",
        "Les égalités sont départagées par les marchandises restantes (3 maïs = 1 unité).",
    ],
    "end": [
        "Sauvetage : la partie s'arrête aussitôt quand les 15 Prêtres et Vierges sont tous "
        "recrutés, ou après le tour où la pioche Sacrifice s'épuise ; pas de multiplicateur d'or.",
        "Conquête : sinon, la partie s'arrête après le jour 9, et le multiplicateur d'or "
        "s'applique.",
    ],
    "aid": [
        "Tour : déplacez-vous (par une route : gratuit ; ailleurs : 1 lama) et faites l'action du "
        "quartier, ou restez et prenez une tuile Lune.",
        "Produire : paysan gratuit, autres Incas 1 maïs chacun.",
        "Temple : 3 pas par pierre de temple ; 1 lama par Prêtre/Vierge présent ; Temple "
        "principal : 2 pas par marchandise différente.",
        "Chemin de l'Inca : 7 = 3 maïs, 13 = 1 lama, 20 = cartes Sacrifice.",
        "Nuit (troisième tuile Lune) : tuiles Lune, Horloge solaire (3 pas + 3 marchandises par "
        "Inca).",
        "Score : symboles × Prêtres, Vierges et Incas correspondants + bonus du chemin ; or ×3/×2 "
        "après une conquête ; égalités : marchandises restantes.",
    ],
    "legend": [
        "En-tête vert : quartier de production.",
        "En-tête orange : temple.",
        "En-tête violet : Maison des Prêtres ou des Vierges.",
        "En-tête brun : Cabane du guetteur ou Palais royal (installer des Incas).",
        "En-tête ocre : Place centrale (commerce).",
        "En-tête doré : Horloge solaire.",
        "Maïs.",
        "Lama.",
        "Coca.",
        "Poterie.",
        "Tissu.",
        "Carré gris : une pierre de temple ; un point de couleur : une marchandise de bonus. Un "
        "quartier avec un bonus est ouvert.",
        "La marque d'une place et un nombre dans un quartier : les Incas de ce joueur qui s'y "
        "trouvent ; un cône sous la marque : son Prince.",
    ],
    "rulings": [
        "Place centrale : au cours d'une visite, une marchandise est soit vendue, soit achetée, "
        "pas les deux (vendre puis racheter coûte toujours la même case, donc rien n'est perdu).",
        "Tuiles Lune la nuit : les tuiles de marchandises sont payées automatiquement quand votre "
        "maïs suffit pour toutes ; sinon, vous choisissez lesquelles payer.",
        "La pioche Sacrifice est épuisée quand sa dernière carte est prise : le tour (ou la nuit) "
        "en cours se termine quand même, chaque sommet atteint ensuite rapporte 3 PV, puis la "
        "partie s'arrête.",
        "Connaissance des cartes : vous connaissez vos cartes et celles que vous avez remises "
        "sous la pioche (et qui les pioche) ; quand un joueur remet des cartes d'une main que les "
        "autres connaissaient en partie, ils perdent la trace de toute cette main.",
        "Bonus : au plus 2 par quartier ; un quartier avec un bonus est ouvert (on y produit ou "
        "on y sacrifie) jusqu'à ce qu'un Prince prenne le bonus, puis reste fermé jusqu'à la nuit "
        "suivante.",
        "Production et sacrifices : chaque joueur concerné décide, dans l'ordre des joueurs à "
        "partir du joueur actif, combien d'Incas produisent ou combien de sacrifices faire ; le "
        "maïs que vos paysans viennent de produire ne paie pas d'autre production ; les lamas de "
        "l'étable gagnés ce tour-ci ne peuvent pas être sacrifiés (ils sont versés à la fin du "
        "tour).",
        "Un Prince ne déclenche jamais le même quartier deux tours de suite.",
        "Jour 9 : les tuiles Lune et l'Horloge solaire rapportent aussitôt ; la partie s'arrête "
        "après le dernier tour du jour 9, sauf si un sauvetage l'a terminée avant.",
        "Les rangs d'or se suivent sans trou : tous les joueurs qui ont le plus d'or triplent, "
        "tous ceux du total immédiatement inférieur doublent, les autres ×1. Les marchandises "
        "restantes (3 maïs = 1 unité) départagent les égalités ; en cas d'égalité persistante, le "
        "rang est partagé.",
        "Horloge solaire : la nuit, chaque Inca qui s'y trouve donne à son propriétaire 3 pas et "
        "3 marchandises de 3 sortes différentes, puis retourne à la réserve ; on l'y envoie "
        "depuis n'importe quel quartier, pas depuis la réserve.",
    ],
    "data": [
        "Les quartiers et les routes du plateau, les coûts et les nombres de pas des Prêtres et "
        "des Vierges, les tuiles Lune ainsi que les symboles et l'or des cartes Sacrifice sont "
        "reconstitués (la règle ne les montre qu'en images) : ils suivent chaque exemple de la "
        "règle.",
    ],
}, french=True)
