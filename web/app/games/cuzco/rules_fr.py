"""Cuzco's in-app rules in French (parts and paragraphs as in ``rules.RULES["en"]``)."""

from __future__ import annotations

from ...text.typeset import typeset_rules

FR: dict[str, list[str]] = typeset_rules({
    "setup": [
        "Le site est une vallée vide de cases hexagonales entourée de forêt et de montagne. "
        "Chaque joueur a des Incas de sa couleur, ses propres doubles et simples, 3 jetons "
        "d'action supplémentaire et des cartes Festival ; les triples sont communs, et leur "
        "nombre fixe la durée de la partie. Une carte Festival est posée face visible.",
    ],
    "turn": [
        "À votre tour, vous avez 6 points d'action (PA). Vous devez d'abord poser un terrain "
        "(1 PA). Ensuite, dans l'ordre de votre choix et autant que vos PA le permettent : posez "
        "d'autres terrains, faites entrer ou sortir des Incas, déplacez-les, construisez ou "
        "agrandissez des temples, installez des étangs, piochez jusqu'à deux cartes Festival, "
        "utilisez un jeton d'action supplémentaire (+1 PA, une fois par tour).",
        "À la fin de votre tour, vous pouvez proposer un festival ; les PA non utilisés sont "
        "perdus.",
    ],
    "actions": [
        "Terrain : un triple (commun), un double ou un simple (les vôtres) ; chacun a des cases "
        "de culture et au plus une case village. Il se pose à plat sur le site ou sur des "
        "terrains d'une même hauteur, jamais exactement sur un terrain de même forme, jamais sur "
        "un étang, un Inca ou un temple, et jamais en reliant deux villes. Des villages qui se "
        "touchent forment un seul village ; un village avec un temple est une ville. Couvrir des "
        "cases du bord de forêt ou de montagne coûte +1 PA par case au niveau du sol.",
        "Incas : ils entrent ou sortent par un terrain situé au bord (1 PA forêt, 2 PA montagne). "
        "Se déplacer est gratuit sur un même type de terrain et coûte 1 PA par changement de type "
        "; jamais à travers les Incas des autres joueurs, les temples, les étangs ou les cases "
        "vides.",
        "Temples : le joueur qui occupe la position la plus haute d'un village y construit un "
        "temple (de valeur au plus son nombre de cases) et marque la moitié de sa valeur ; dans "
        "une ville, le joueur le plus haut peut agrandir le temple de la même façon.",
        "Étangs : 1 PA, sur une case vide du site. Quand un étang est encerclé pour la première "
        "fois, l'Inca le plus haut à côté marque 3 points de prestige par case d'étang.",
        "Cartes Festival : 1 PA chacune, la carte visible ou celle de la pioche, deux par tour au "
        "plus.",
        "Festival : à la fin de votre tour, dans une ville où vous avez un Inca, proposez un "
        "festival. Chaque joueur qui y a un Inca mise des cartes montrant une relique de la carte "
        "visible. La plus forte mise organise et marque la moitié de la valeur du temple ; les ex "
        "aequo co-organisent et marquent chacun un peu moins. Un disque solaire marque ensuite le "
        "temple : un seul festival par temple.",
    ],
    "scoring": [
        "Le prestige (PP) vient des temples (la moitié de leur valeur quand ils sont construits "
        "ou agrandis), des étangs (3 par case), des festivals et du grand décompte final : dans "
        "chaque ville, la première place marque la valeur du temple, la deuxième la moitié.",
    ],
    "end": [
        "Quand le dernier triple est posé, ce joueur finit son tour et fait le grand décompte "
        "final ; chacun des autres joueurs joue un dernier tour et marque aussi. Le joueur qui a "
        "le plus de prestige gagne.",
    ],
    "aid": [
        "Tour : 6 PA (+1 avec un jeton). D'abord un terrain (1 PA).",
        "Terrain 1 PA (+1 par case du bord au niveau du sol) ; Inca entre/sort 1 PA forêt, 2 PA "
        "montagne ; déplacement gratuit sur un même type de terrain, 1 PA par changement.",
        "Temple : position la plus haute ; valeur ≤ cases ; marque la moitié de sa valeur.",
        "Étang : 1 PA ; 3 PP par case pour l'Inca le plus haut à côté, une fois encerclé.",
        "Cartes : 1 PA chacune, deux par tour. Festival : après votre tour, dans une ville où "
        "vous avez un Inca.",
        "Fin : le dernier triple ; décompte final par ville : le premier marque la valeur du "
        "temple, le deuxième la moitié.",
    ],
    "legend": [
        "Case vide du site.",
        "Case de culture (verte, avec des sillons) ; chaque niveau l'élève et éclaircit son "
        "dessus.",
        "Le flanc d'une pile : un joint sombre par niveau de terrain sous le dessus.",
        "Case village (sable, avec une maison) ; un contour sombre entoure chaque tuile.",
        "Case ville (terre cuite) : un village avec un temple.",
        "Étang (eau avec des vagues).",
        "Bord de forêt : les Incas entrent et sortent pour 1 PA.",
        "Bord de montagne : les Incas entrent et sortent pour 2 PA.",
        "Temple : une pyramide à degrés, un étage par 2 de valeur ; sa valeur sur la plaque dorée "
        "en dessous (les points de prestige que marque la première place de sa ville).",
        "Contour rouille foncé : une ville entière.",
        "Inca : une figurine de la couleur de son joueur, avec la marque de sa place pour tête, "
        "debout à son niveau ; le nombre après la petite marche (▲) à ses pieds est ce niveau, "
        "pas une quantité.",
    ],
    "rulings": [
        "Poser se fait en deux décisions : quel terrain, puis où (avec sa case village). « "
        "Annuler » ramène au choix.",
        "Une mise de festival se joue carte par carte ; « Fin des enchères » termine votre tour "
        "d'enchères dès que votre total atteint la plus forte mise (au moins 1 PF) ; « Abandonner "
        "» (seulement tant que vous êtes sous la plus forte mise) quitte les enchères et perd les "
        "cartes jouées. Quand tous les enchérisseurs restants finissent un tour sans jouer, ils "
        "co-organisent. Une décision qui n'a qu'une réponse possible est prise automatiquement : "
        "une égalité que personne ne peut dépasser est donc acceptée aussitôt.",
        "Si toute une manche passe sans que personne ne puisse poser de terrain, on passe à la "
        "fin de la partie comme si le dernier triple avait été posé.",
        "Connaissance des cartes Festival : une carte piochée face visible, ou jouée, est connue "
        "de tous ; une carte tirée de la pioche, de son seul détenteur.",
        "La carte Festival visible est toujours là : on ne peut piocher une carte (la visible ou "
        "celle de la pioche) que si une autre carte peut prendre la place visible, depuis la "
        "pioche ou la défausse. Ainsi, un festival peut toujours être proposé quand les règles le "
        "permettent, même si toutes les autres cartes sont dans les mains des joueurs.",
        "Position la plus haute : on compare les hauteurs des Incas de chaque joueur, de la plus "
        "haute à la plus basse ; à hauteurs égales, le plus d'Incas l'emporte. Si personne n'est "
        "strictement premier, personne ne construit ni n'agrandit, et personne ne marque l'étang.",
        "Un étang rapporte 3 PP par case une seule fois, quand il est entièrement entouré de "
        "terrain pour la première fois ; une extension ultérieure ne rapporte que ses nouvelles "
        "cases.",
        "Un joueur qui ne peut poser aucun terrain de façon légale joue son tour sans en poser.",
        "Un double ou un triple peut couvrir des cases du bord de forêt ou de montagne (jamais "
        "au-delà) s'il couvre au moins une case du site : +1 PA par case du bord couverte au "
        "niveau du sol ; ce terrain est ensuite un terrain ordinaire.",
    ],
    "data": [
        "La forme du site et de son bord, la composition des terrains et les reliques des cartes "
        "Festival sont reconstituées à partir de sources publiques (la règle ne les montre qu'en "
        "images) ; les nombres et les coûts sont ceux de la règle.",
    ],
}, french=True)
