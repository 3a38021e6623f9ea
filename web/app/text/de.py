"""The shared texts in German (menu, saves, hints, results frame...); keys as in
``i18n.EN``, a missing one shows in English."""

from __future__ import annotations

from . import table as texts_table
from .i18n import P
from .typeset import typeset

TEXTS = typeset({
    "title": "Inka-Spiele",
    "loading": "Die Inka-Engine wird geladen…",
    "menu.subtitle": "Zwei Inka-Brettspiele, offline in deinem Browser.",
    "menu.game": "Spiel", "menu.players": "Spieler", "menu.seed": "Startwert (optional)",
    "menu.seed_hint": "gleicher Startwert, gleiche Verteilung", "menu.start": "Spiel starten",
    "menu.import": "Spielstand laden…", "menu.language": "Sprache", "menu.seat": "Platz {n}",
    "menu.name": "Name", "menu.new": "Neues Spiel",
    "menu.confirm_end": "Ende jedes Zuges bestätigen (so lässt sich der letzte Schritt noch "
        "zurücknehmen)",
    "doc.title": "Inka-Spiele – Die Prinzen von Machu Picchu und Cuzco",
    "doc.title_game": "{game} – Inka-Spiele",
    "board.label": "Spielplan von {game}; jede Aktion darauf ist auch eine Schaltfläche im "
        "Bedienfeld",
    "saves.heading": "Gespeicherte Spiele", "saves.title": "{game} vom {date}",
    "saves.over": "beendet", "saves.moves": P("n", "{n} Zug", "{n} Züge"),
    "saves.continue": "Weiterspielen", "saves.delete": "Löschen",
    "saves.delete_label": "Gespeichertes Spiel {game} löschen",
    "ask.discard_oldest": "Die Liste der gespeicherten Spiele ist voll. Dieses Spiel ersetzt "
        "das älteste ({game}).",
    "ask.discard": "Verwerfen und starten", "ask.keep": "Behalten",
    "ask.delete": "Gespeichertes Spiel {game} löschen? Das lässt sich nicht rückgängig "
        "machen.",
    "ask.delete_yes": "Löschen",
    "kind.human": "Mensch", "kind.ai-random": "KI · zufällig", "kind.ai-easy": "KI · leicht",
    "kind.ai-normal": "KI · normal", "kind.ai-hard": "KI · schwer",
    "kind.ai-expert": "KI · Experte",
    "default.name": "Spieler {n}", "default.ai": "KI {n}",
    "level.random": "Zufalls-KI", "level.easy": "leichte KI", "level.normal": "normale KI",
    "level.hard": "schwere KI", "level.expert": "Experten-KI",
    "btn.undo": "Zurück", "btn.rules": "Regeln",
    "rules.title": "{game}: Regeln",
    "rules.rulings": "Entscheidungen dieser App (wo die Regel schweigt)",
    "rules.data": "Spielmaterial",
    "rules.in_english": "Diese Regeln gibt es nur auf Englisch.",
    "btn.more": "Mehr: KI-Tempo, Nachspielen, Dateien, Menü",
    "btn.menu": "Menü", "btn.export": "Datei speichern", "btn.import": "Datei laden",
    "btn.continue": "Ich bin {name} – meine Karten zeigen", "btn.close": "Schließen",
    "btn.new_game": "Neues Spiel", "btn.rematch": "Revanche", "btn.confirm": "Bestätigen",
    "pace": "KI-Tempo", "zoom": "Zoom", "zoom.in": "Vergrößern", "zoom.out": "Verkleinern",
    "zoom.fit": "Ganzen Spielplan zeigen", "pace.fast": "schnell", "pace.slow": "langsam",
    "handover.title": "Gib das Gerät an {name} weiter",
    "thinking": "{name} ({level}) denkt nach…", "waiting_ai": "Warte auf {name} ({level})…",
    "skip.button": "Vorspulen »",
    "skip.title": "Den Rest dieses Zugs sofort spielen (Leertaste); jeder Schritt bleibt im "
        "Protokoll und in der Zusammenfassung",
    "think.line": "{name} denkt nach…", "think.bar": "Wie weit {name} nachgedacht hat",
    "hint.button": "Tipp", "hint.busy": "Denke nach…",
    "hint.title": "Die schwere KI fragen, was sie hier tun würde (Taste H)",
    "hint.text": "Tipp: {action}", "hint.failed": "Diesmal kein Tipp: {reason}",
    "no_cards": "Keine Karten.", "log": "Protokoll",
    "n_cards": P("n", "{n} Karte", "{n} Karten"), "you": "du",
    "err.import": "Die Datei ließ sich nicht laden: {reason} Das laufende Spiel bleibt, wie "
        "es ist.",
    "err.unreadable": "die Datei ist nicht lesbar.",
    "err.damaged": "ihre gespeicherten Daten sind beschädigt.",
    "err.resume": "Das gespeicherte Spiel ließ sich nicht öffnen: {reason}",
    "err.save": "Dieser Browser hat das Speichern verweigert (Speicher voll oder "
        "abgeschaltet): mit „Datei speichern“ bleibt das Spiel erhalten.",
    "tabs.elsewhere": 'Dieses Spiel ist auch in einem anderen Tab offen. Hier spielen? Der '
        'andere Tab schließt es.',
    "tabs.here": "Hier spielen",
    "tabs.leave": "Dort lassen",
    "tabs.taken": 'Dieses Spiel wird jetzt in einem anderen Tab gespielt; seine Züge werden '
        'dort gespeichert.',
    "err.conflict": 'Dieses Spiel wurde in einem anderen Tab weitergespielt, daher speichert '
        'dieser Tab es nicht mehr (die Züge des anderen bleiben erhalten). Mit '
        '„Datei speichern“ bleibt auch die Stellung dieses Tabs erhalten.',
    "err.conflict_review": 'Dieses Spiel wurde in einem anderen Tab '
        'weitergespielt: die Analyse des '
        'Rückblicks wurde nicht mit ihm gespeichert.',
    "old.unreadable": 'Ein Spiel, das eine frühere Version gespeichert hat, ließ sich nicht '
        'lesen. Es bleibt erhalten: lade es als Datei herunter.',
    "old.download": "Herunterladen",
    "update.ready": "Eine neue Version der Seite ist bereit.",
    "update.reload": "Jetzt neu laden",
    "menu.export_all": "Alle Spiele exportieren",
    "backup.done": "Hinzugefügte Spiele: {added}. Schon gespeichert (nicht "
        "erneut hinzugefügt): {duplicates}. Unlesbar: {unreadable}.",
    "err.param": "Mit dem Link stimmt etwas nicht: {reason} Wähle stattdessen ein Spiel im "
        "Menü.",
    "err.action": "Nicht erlaubt: {reason}",
    "err.game": "unbekanntes Spiel {game!r}.",
    "err.players": "{game} braucht {low} bis {high} Plätze, einen pro Spieler.",
    "err.seat": "unbekannte Platzart {kind!r} (erlaubt: human, ai-easy, ai-normal, ai-hard, "
        "ai-expert oder ai-random).",
    "err.ai": "{name} ({level}) kann nicht ziehen: {reason}",
    "err.seed": "der Startwert muss eine ganze Zahl von -{high} bis {high} sein.",
    "err.pace": "das Tempo muss eine Zahl von Millisekunden von 0 bis {high} sein.",
    "err.unknown_param": "unbekannter Parameter {name!r}.",
    "err.worker": "Der KI-Helfer startete nicht; die KI zieht auf der Hauptseite.",
    "err.internal": "Auf dieser Seite ging etwas schief ({reason}); dein Spiel ist "
        "gespeichert: lade die Seite neu, um weiterzuspielen.",
    "results.title": "Schlusswertung – {ending}",
    "results.rank": "Platz", "results.player": "Spieler",
    "results.winner": "{name} gewinnt mit {score}",
    "results.tie": "{names} teilen sich den Sieg mit {score}",
    "results.winner_tiebreak": "{name} gewinnt mit {score}: gleichauf mit {others}, vorn "
                               "beim Gleichstand durch {by}",
    "list.and": "{first} und {last}",
    "toolbar.over": "Spielende",
    "end.title": "Ende deines Zuges",
    "end.status": "{name}: Bestätige das Ende deines Zuges oder nimm den letzten Schritt "
        "zurück.",
    "end.text": "Dein letzter Schritt: {action}. Nach „Zug beenden“ lässt er sich nicht mehr "
        "zurücknehmen.",
    "end.confirm": "Zug beenden", "end.take_back": "Zurücknehmen",
    # == learn ==
    "rules.tabs": "Regeln, Spielhilfe, Legende",
    "rules.tab.rules": "Regeln", "rules.tab.aid": "Spielhilfe", "rules.tab.legend": "Legende",
    "rules.contents": "Inhalt", "rules.setup": "Aufbau", "rules.turn": "Ein Zug",
    "rules.actions": "Die Aktionen", "rules.scoring": "Wertung", "rules.end": "Spielende",
    "legend.seat": "{name}: Farbe und Form seiner Figuren und Marker.",
    "legend.target": "Goldener Schein: wo du jetzt handeln kannst (ein Schild nennt die "
        "Kosten).",
    "legend.hint": "Rosa Rahmen und Schild „Tipp“: der vorgeschlagene Zug oder der Schritt "
        "der geführten Partie.",
    "legend.hover": "Zeige oder tippe auf einen Teil des Spielplans: er wird darunter "
        "erklärt.",
    "btn.learn": "Geführte erste Partie",
    "learn.text": "Neu im Spiel? Spiele eine kurze geführte Eröffnung gegen die leichte KI, "
        "eine Zugart nach der anderen, und dann die Partie zu Ende.",
    "tut.step": "Geführte Partie · Schritt {n} von {total}",
    "tut.free": "Geführte Partie · jetzt spielst du selbst",
    "tut.skip": "Führung beenden",
    "tut.refuse": "Noch nicht: {text}",
    # == welcome: title screen and results ==
    "menu.players_n": "{low}–{high} Spieler", "menu.quick": "Schnelles Spiel gegen die KI",
    "menu.quick_why": "Du gegen {n} normale KIs, sofort", "menu.learn": "Spielen lernen",
    "menu.setup": "Einrichten", "menu.setup_any": "Ein Spiel einrichten…",
    "menu.setup_title": "Ein Spiel einrichten", "menu.back": "Zurück",
    "menu.latest": "Weiterspielen, wo du aufgehört hast",
    "chart.sources": "Woher die Punkte kamen", "chart.total": "Summe",
    "chart.history": "Punkte im Lauf des Spiels", "chart.table": "Die Punkte als Tabelle",
    "an.title": "Analyse",
    "an.seat": "Entscheidungen bewerten von",
    "an.start": "Analysieren",
    "an.resume": "Weiter ({done} von {total} bewertet)",
    "an.stop": "Anhalten",
    "an.explain": "Die starke KI bewertet im Hintergrund jede Entscheidung dieses Platzes; "
        "du kannst währenddessen weiter nachspielen.",
    "an.progress": "Bewerte Entscheidung {done} von {total}…",
    "an.progress_label": "Fortschritt der Analyse",
    "an.done": "{n} Entscheidungen bewertet ({level}).",
    "an.failed": "Die Analyse wurde abgebrochen: {reason}",
    "an.own_only": "Solange das Spiel läuft, lassen sich nur deine eigenen Entscheidungen "
        "analysieren: wähle die Sicht deines Platzes.",
    "an.hot_seat": "Die Entscheidungen lassen sich nach dem Spiel analysieren: bis dahin "
        "bleiben die Karten aller Spieler verdeckt.",
    "an.chart": "Die Siegchance jedes Spielers nach jeder bewerteten Entscheidung; "
        "nummerierte Marken sind die größten Umschwünge.",
    "an.chart_summary": "Siegchancen über {n} Entscheidungen von {name}; am Ende: {now}",
    "an.x": "Zug",
    "an.pct": "{n} %",
    "an.more": P("n", "und {n} weiterer Schritt", "und {n} weitere Schritte"),
    "an.swing": "Zug {move} ({when}): Chance von {name} {after}, {before} mit dem Zug der KI",
    "an.swing_moves": "Gespielt: {played}. Die KI hätte gespielt: {best}.",
    "an.swing_why": "Die Züge",
    "an.swings": "Die größten Umschwünge",
    "an.no_swings": "Keine Entscheidung kostete 2 % Siegchance oder mehr.",
    "an.here": "Hier wählte {name}: {played}.",
    "an.agrees": "Die KI hätte genauso entschieden.",
    "an.bot_would": "Die KI hätte gespielt: {best}.",
    "an.figures": "Siegchance {before} mit dem Zug der KI, {after} mit diesem; erwartete "
        "Punkte {score_before} und {score_after} {unit}.",
    "an.export": "Datei mit Analyse speichern",
    # == the board in words, since your last turn, decision sheet ==
    "bt.title": "Der Spielplan in Worten", "bt.actions": "Was du hier tun kannst",
    "bt.general": "Die aktuelle Entscheidung",
    "bt.more": P("n", "{n} Aktion hier zeigen", "{n} Aktionen hier zeigen"),
    "sheet.fold": "Auf eine Zeile verkleinern", "sheet.unfold": "Alle Möglichkeiten zeigen",
    "prompt.title": "Deine Entscheidung",
    "prompt.title_wait": "Wer am Zug ist",
    "board.frame": "Spielplan (mit Zoom verschieben ihn die Pfeiltasten)",
    "recap.title": "Seit deinem letzten Zug", "recap.moves": P("n", "{n} Zug", "{n} Züge"),
    "recap.step": "Zug {i} von {n}", "recap.prev": "Vorheriger Zug", "recap.next": "Nächster Zug",
    "recap.close": "Zusammenfassung schließen",
    "recap.nothing": "keine Änderung auf dem Spielplan",
    # == review ==
    "review.open": "Nachspielen",
    "review.open_title": "Dieses Spiel Zug für Zug nachspielen (das Spiel selbst bleibt, wie "
        "es ist)",
    "results.review": "Spiel nachspielen",
    "saves.review": "Nachspielen",
    "saves.review_label": "Gespeichertes Spiel {game} nachspielen",
    "menu.review": "Spielstand nachspielen…",
    "review.pick": "Wähle einen Spielstand zum Nachspielen",
    "review.pick_text": "Wähle ein mit „Datei speichern“ gesichertes Spiel: Es wird Zug für "
        "Zug abgespielt, die Datei bleibt unverändert.",
    "review.pick_button": "Datei wählen…",
    "review.pick_cancel": "Jetzt nicht",
    "review.badge": "Wiederholung",
    "review.back_game": "Zurück zum Spiel",
    "review.back_menu": "Wiederholung schließen",
    "review.controls": "Steuerung der Wiederholung",
    "review.timeline": "Stelle im Spiel",
    "review.to_start": "Zum Anfang (Pos1)",
    "review.to_end": "Zum Ende (Ende)",
    "review.prev_move": "Vorheriger Zug (←)",
    "review.next_move": "Nächster Zug (→)",
    "review.prev_turn": "Vorherige Runde eines Spielers (Umschalt+←)",
    "review.next_turn": "Nächste Runde eines Spielers (Umschalt+→)",
    "review.move": "Zug",
    "review.turn": "Spielzug",
    "review.play": "Abspielen (Leertaste)",
    "review.pause": "Pause (Leertaste)",
    "review.speed": "Tempo",
    "review.half": "0,5×",
    "review.view": "Sicht von",
    "review.everyone": "Allen (keine verdeckten Karten)",
    "review.seat": "Sicht von {name}",
    "review.all": "Alle Karten (das Spiel ist vorbei)",
    "review.view_help": "Die Sicht eines Spielers zeigt seine eigenen Karten, wie er sie sah.",
    "review.cards": "Karten von {name}",
    "review.log": "Züge",
    "review.at_start": "Spielbeginn",
    "review.at": "Zug {k} von {n}",
    "review.to_decide": "{name} ist am Zug",
    "review.step": "zu Zug {k}",
    "err.review": "„review“ hat keinen Wert: nutze index.html?review.",
    **texts_table.DE,
})
