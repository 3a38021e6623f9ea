"""The shared texts in French (menu, saves, hints, results frame...); keys as in
``i18n.EN``, a missing one shows in English."""

from __future__ import annotations

from . import table as texts_table
from .i18n import P
from .typeset import typeset

TEXTS = typeset({
    "title": "Jeux incas",
    "loading": "Chargement du moteur inca…",
    "menu.subtitle": "Deux jeux de plateau incas, hors ligne dans votre navigateur.",
    "menu.game": "Jeu", "menu.players": "Joueurs", "menu.seed": "Graine (facultative)",
    "menu.seed_hint": "même graine, même donne", "menu.start": "Commencer",
    "menu.import": "Charger une sauvegarde…", "menu.language": "Langue",
    "menu.seat": "Place {n}", "menu.name": "Nom", "menu.new": "Nouvelle partie",
    "menu.confirm_end": "Me faire confirmer la fin de chaque tour (pour pouvoir encore annuler "
        "la dernière étape)",
    "doc.title": "Jeux incas – Les Princes de Machu Picchu et Cuzco",
    "doc.title_game": "{game} – Jeux incas",
    "board.label": "Plateau de {game} ; chaque action du plateau est aussi un bouton du "
        "panneau",
    "saves.heading": "Parties sauvegardées", "saves.title": "{game} du {date}",
    "saves.over": "terminée", "saves.moves": P("n", "{n} coup", "{n} coups"),
    "saves.continue": "Reprendre", "saves.delete": "Supprimer",
    "saves.delete_label": "Supprimer la partie sauvegardée {game}",
    "ask.discard_oldest": "La liste des parties sauvegardées est pleine. Commencer cette "
        "partie supprime la plus ancienne ({game}).",
    "ask.discard": "La supprimer et commencer", "ask.keep": "La garder",
    "ask.delete": "Supprimer la partie sauvegardée {game} ? C'est définitif.",
    "ask.delete_yes": "Supprimer",
    "kind.human": "Humain", "kind.ai-random": "IA · hasard", "kind.ai-easy": "IA · facile",
    "kind.ai-normal": "IA · normale", "kind.ai-hard": "IA · difficile",
    "kind.ai-expert": "IA · experte",
    "default.name": "Joueur {n}", "default.ai": "IA {n}",
    "level.random": "IA au hasard", "level.easy": "IA facile", "level.normal": "IA normale",
    "level.hard": "IA difficile", "level.expert": "IA experte",
    "btn.undo": "Annuler", "btn.rules": "Règles",
    "rules.title": "{game} : règles",
    "rules.rulings": "Décisions de cette appli (là où la règle ne dit rien)",
    "rules.data": "Données du matériel",
    "rules.in_english": "Ces règles n'existent qu'en anglais.",
    "btn.more": "Plus : vitesse de l'IA, revoir, fichiers, menu",
    "btn.menu": "Menu", "btn.export": "Enregistrer", "btn.import": "Charger",
    "btn.continue": "Je suis {name} : montrer mes cartes", "btn.close": "Fermer",
    "btn.new_game": "Nouvelle partie", "btn.rematch": "Revanche", "btn.confirm": "Confirmer",
    "pace": "Vitesse de l'IA", "zoom": "Zoom", "zoom.in": "Agrandir", "zoom.out": "Réduire",
    "zoom.fit": "Voir tout le plateau", "pace.fast": "rapide", "pace.slow": "lente",
    "handover.title": "Passez l'appareil à {name}",
    "thinking": "{name} ({level}) réfléchit…", "waiting_ai": "En attente de {name} ({level})…",
    "skip.button": "Avancer »",
    "skip.title": "Jouer tout de suite la fin de ce tour (Espace) ; chaque coup reste dans le "
        "journal et le résumé",
    "think.line": "{name} réfléchit…", "think.bar": "Où en est la réflexion de {name}",
    "hint.button": "Conseil", "hint.busy": "Réflexion…",
    "hint.title": "Demander à l'IA difficile ce qu'elle ferait ici (touche H)",
    "hint.text": "Conseil : {action}", "hint.failed": "Pas de conseil cette fois : {reason}",
    "no_cards": "Aucune carte.", "log": "Journal",
    "n_cards": P("n", "{n} carte", "{n} cartes"), "you": "vous",
    "err.import": "Impossible de charger ce fichier : {reason} La partie en cours ne change "
        "pas.",
    "err.unreadable": "le fichier est illisible.",
    "err.damaged": "ses données sont endommagées.",
    "err.resume": "Impossible d'ouvrir la partie sauvegardée : {reason}",
    "err.save": "Ce navigateur a refusé de sauvegarder la partie (stockage plein ou "
        "désactivé) : utilisez « Enregistrer » pour la garder.",
    "tabs.elsewhere": 'Cette partie est aussi ouverte dans un autre onglet. La jouer ici ? '
        "L'autre onglet la fermera.",
    "tabs.here": "La jouer ici",
    "tabs.leave": "La laisser là-bas",
    "tabs.taken": 'Cette partie se joue maintenant dans un autre onglet ; ses coups y sont '
        'sauvegardés.',
    "err.conflict": 'Cette partie a continué dans un autre onglet, donc cet onglet ne la '
        "sauvegarde plus (les coups de l'autre sont gardés). Utilisez « "
        'Enregistrer » pour garder aussi la position de cet onglet.',
    "err.conflict_review": 'Cette partie a continué dans un autre onglet : '
        "l'analyse de la revue n'a "
        'pas été sauvegardée avec elle.',
    "old.unreadable": "Une partie sauvegardée par une version précédente n'a pas pu être lue. "
        'Elle est gardée : téléchargez-la comme fichier.',
    "old.download": "La télécharger",
    "update.ready": "Une nouvelle version du site est prête.",
    "update.reload": "Recharger maintenant",
    "menu.export_all": "Exporter toutes les parties",
    "backup.done": "Parties ajoutées : {added}. Déjà sauvegardées (pas ajoutées "
        "à nouveau) : {duplicates}. Illisibles : {unreadable}.",
    "err.param": "Le lien pose un problème : {reason} Choisissez plutôt une partie dans le "
        "menu.",
    "err.action": "Interdit : {reason}",
    "err.game": "jeu inconnu {game!r}.",
    "err.players": "{game} se joue avec {low} à {high} places, une par joueur.",
    "err.seat": "type de place inconnu {kind!r} (utilisez human, ai-easy, ai-normal, ai-hard, "
        "ai-expert ou ai-random).",
    "err.ai": "{name} ({level}) ne peut pas jouer : {reason}",
    "err.seed": "la graine doit être un nombre entier de -{high} à {high}.",
    "err.pace": "le rythme doit être un nombre de millisecondes de 0 à {high}.",
    "err.unknown_param": "paramètre inconnu {name!r}.",
    "err.worker": "L'assistant de l'IA n'a pas démarré ; l'IA joue dans la page principale.",
    "err.internal": "Un problème est survenu sur cette page ({reason}) ; votre partie est "
        "sauvegardée : rechargez la page pour continuer.",
    "results.title": "Décompte final – {ending}",
    "results.rank": "Rang", "results.player": "Joueur",
    "results.winner": "{name} gagne avec {score}",
    "results.tie": "{names} se partagent la victoire avec {score}",
    "results.winner_tiebreak": "{name} gagne avec {score} : à égalité avec {others}, "
                               "départagé par {by}",
    "list.and": "{first} et {last}",
    "toolbar.over": "Partie terminée",
    "end.title": "Fin de votre tour",
    "end.status": "{name} : confirmez la fin de votre tour ou reprenez la dernière étape.",
    "end.text": "Votre dernière étape : {action}. Après « Finir le tour », impossible de "
        "l'annuler.",
    "end.confirm": "Finir le tour", "end.take_back": "Annuler",
    # == learn ==
    "rules.tabs": "Règles, aide de jeu, légende",
    "rules.tab.rules": "Règles", "rules.tab.aid": "Aide de jeu", "rules.tab.legend": "Légende",
    "rules.contents": "Sommaire", "rules.setup": "Mise en place", "rules.turn": "Un tour",
    "rules.actions": "Les actions", "rules.scoring": "Décompte",
    "rules.end": "Fin de la partie",
    "legend.seat": "{name} : couleur et forme de ses pions et marqueurs.",
    "legend.target": "Lueur dorée : là où vous pouvez agir maintenant (une étiquette "
        "indique le coût).",
    "legend.hint": "Contour rose et étiquette « Conseil » : le coup suggéré, ou l'étape de "
        "la partie guidée.",
    "legend.hover": "Pointez ou touchez une partie du plateau : elle est expliquée "
        "dessous.",
    "btn.learn": "Première partie guidée",
    "learn.text": "Nouveau venu ? Jouez une courte ouverture guidée contre l'IA facile, un "
        "type de coup à la fois, puis finissez la partie.",
    "tut.step": "Partie guidée · étape {n} sur {total}",
    "tut.free": "Partie guidée · à vous de jouer seul",
    "tut.skip": "Quitter le guide",
    "tut.refuse": "Pas encore : {text}",
    # == welcome: title screen and results ==
    "menu.players_n": "{low}–{high} joueurs", "menu.quick": "Partie rapide contre l'IA",
    "menu.quick_why": "Vous contre {n} IA normales, tout de suite",
    "menu.learn": "Apprendre à jouer", "menu.setup": "Préparer",
    "menu.setup_any": "Préparer une partie…", "menu.setup_title": "Préparer une partie",
    "menu.back": "Retour", "menu.latest": "Reprendre là où vous en étiez",
    "chart.sources": "D'où viennent les points", "chart.total": "Total",
    "chart.history": "Les points au fil de la partie",
    "chart.table": "Les points sous forme de tableau",
    "an.title": "Analyse",
    "an.seat": "Juger les choix de",
    "an.start": "Analyser",
    "an.resume": "Continuer ({done} sur {total} jugés)",
    "an.stop": "Arrêter",
    "an.explain": "L’IA difficile juge en arrière-plan chaque choix de ce joueur ; vous "
        "pouvez continuer à rejouer la partie pendant ce temps.",
    "an.progress": "Jugement du choix {done} sur {total}…",
    "an.progress_label": "Progression de l’analyse",
    "an.done": "{n} choix jugés par l’{level}.",
    "an.failed": "L’analyse s’est arrêtée : {reason}",
    "an.own_only": "Tant que la partie continue, seuls vos propres choix peuvent être "
        "analysés : choisissez la vue de votre place.",
    "an.hot_seat": "Les choix pourront être analysés à la fin de la partie : d’ici là, "
        "les cartes de chaque joueur restent cachées.",
    "an.chart": "La chance de victoire de chaque joueur après chaque choix jugé ; les "
        "marques numérotées sont les plus grands tournants.",
    "an.chart_summary": "Chances de victoire sur {n} choix de {name} ; à la fin : {now}",
    "an.x": "Coup",
    "an.pct": "{n} %",
    "an.more": P("n", "et {n} étape de plus", "et {n} étapes de plus"),
    "an.swing": "Coup {move} ({when}) : chance de {name} {after}, {before} avec le coup de "
        "l’IA",
    "an.swing_moves": "Joué : {played}. L’IA aurait joué : {best}.",
    "an.swing_why": "Les coups",
    "an.swings": "Les plus grands tournants",
    "an.no_swings": "Aucun choix n’a coûté 2 % de victoire ou plus.",
    "an.here": "Ici, {name} a choisi : {played}.",
    "an.agrees": "L’IA aurait fait le même choix.",
    "an.bot_would": "L’IA aurait joué : {best}.",
    "an.figures": "Chance de victoire {before} avec le coup de l’IA, {after} avec celui-ci ; "
        "score attendu {score_before} et {score_after} {unit}.",
    "an.export": "Enregistrer le fichier avec l’analyse",
    # == the board in words, since your last turn, decision sheet ==
    "bt.title": "Le plateau en mots", "bt.actions": "Ce que vous pouvez faire ici",
    "bt.general": "La décision en cours",
    "bt.more": P("n", "Afficher {n} action ici", "Afficher les {n} actions ici"),
    "sheet.fold": "Réduire à une ligne", "sheet.unfold": "Voir tous les choix",
    "prompt.title": "Votre décision",
    "prompt.title_wait": "À qui de jouer",
    "board.frame": "Plateau (les flèches le font défiler quand il est agrandi)",
    "recap.title": "Depuis votre dernier tour", "recap.moves": P("n", "{n} coup", "{n} coups"),
    "recap.step": "coup {i} sur {n}", "recap.prev": "Coup précédent", "recap.next": "Coup suivant",
    "recap.close": "Fermer le résumé", "recap.nothing": "aucun changement sur le plateau",
    # == review ==
    "review.open": "Revoir",
    "review.open_title": "Revoir cette partie coup par coup (la partie elle-même ne change "
        "pas)",
    "results.review": "Revoir la partie",
    "saves.review": "Revoir",
    "saves.review_label": "Revoir la partie enregistrée {game}",
    "menu.review": "Revoir un fichier…",
    "review.pick": "Choisissez un fichier de partie à revoir",
    "review.pick_text": "Choisissez une partie enregistrée avec « Enregistrer » : elle est "
        "rejouée coup par coup, sans modifier le fichier.",
    "review.pick_button": "Choisir un fichier…",
    "review.pick_cancel": "Pas maintenant",
    "review.badge": "Rediffusion",
    "review.back_game": "Retour à la partie",
    "review.back_menu": "Fermer la rediffusion",
    "review.controls": "Commandes de la rediffusion",
    "review.timeline": "Moment de la partie",
    "review.to_start": "Au début (Origine)",
    "review.to_end": "À la fin (Fin)",
    "review.prev_move": "Coup précédent (←)",
    "review.next_move": "Coup suivant (→)",
    "review.prev_turn": "Tour précédent (Maj+←)",
    "review.next_turn": "Tour suivant (Maj+→)",
    "review.move": "Coup",
    "review.turn": "Tour",
    "review.play": "Lecture (Espace)",
    "review.pause": "Pause (Espace)",
    "review.speed": "Vitesse",
    "review.half": "0,5×",
    "review.view": "Vue de",
    "review.everyone": "Tout le monde (aucune carte cachée)",
    "review.seat": "Vue de {name}",
    "review.all": "Toutes les mains (la partie est finie)",
    "review.view_help": "La vue d’un joueur montre ses propres cartes, comme il les voyait.",
    "review.cards": "Cartes de {name}",
    "review.log": "Coups",
    "review.at_start": "Début de la partie",
    "review.at": "Coup {k} sur {n}",
    "review.to_decide": "{name} décide",
    "review.step": "aller au coup {k}",
    "err.review": "« review » ne prend pas de valeur : utilisez index.html?review.",
    **texts_table.FR,
}, french=True)
