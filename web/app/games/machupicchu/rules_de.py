"""The Princes of Machu Picchu's in-app rules in German (parts and paragraphs as in
``rules.RULES["en"]``; the districts named as on the board)."""

from __future__ import annotations

DE: dict[str, list[str]] = {
    "setup": [
        "Jeder Spieler hat einen Prinzen, Inkas im Vorrat (12 bei 2 Spielern, 8 bei 5), einen "
        "Späher am Fuß des Inkapfads, 3 Mais, 1 Lama, 1 Koka, 1 Keramik, 1 Stoff und eine "
        "verdeckte Opferkarte. Die Reihen der Priester und Jungfrauen, der Markt und die "
        "7 Mondplättchen werden ausgelegt; jeder Stadtteil erhält seine Boni.",
        "Reihum setzt jeder Spieler einen ersten Inka in einen Produktionsstadtteil seiner Wahl. "
        "Der erste Zug eines Prinzen im Spiel führt gratis überallhin.",
    ],
    "turn": [
        "Ein Tag ist eine Folge von Zügen in Sitzreihenfolge. In deinem Zug ziehst du entweder "
        "deinen Prinzen oder bleibst stehen und nimmst ein Mondplättchen.",
        "Ziehen: in einen über einen Weg verbundenen Stadtteil gratis, in jeden anderen für "
        "1 Lama. Das Betreten eines Stadtteils löst seine Aktion aus (nur solange er offen ist, "
        "siehe die Entscheidungen), und ein Prinz löst nie zwei Züge hintereinander denselben "
        "Stadtteil aus.",
        "Bleiben: Nimm eines der übrigen Mondplättchen. Wird das dritte Mondplättchen des Tages "
        "genommen, folgt die Nacht: Die Mondplättchen zahlen aus (Warenplättchen kosten Mais), "
        "die Sonnenuhr zahlt aus, die Boni kehren zurück, und ein neuer Tag beginnt.",
    ],
    "actions": [
        "Produktionsstadtteile (Maisterrassen, Lamaweide, Kokaplantage, Töpferviertel, "
        "Weberviertel): Nimm den Bonus; lag er dort, dürfen die Inkas aller Spieler dort je eine "
        "Ware produzieren, Bauern gratis, die anderen für je 1 Mais.",
        "Tempel: Nimm die Tempelsteine dort, je 3 Schritte für deinen Späher; dann dürfen die "
        "Priester und Jungfrauen dieses Tempels je 1 Lama opfern. Im Haupttempel dürfen "
        "stattdessen alle verschiedene Waren opfern, je 2 Schritte.",
        "Wächterhütte und Königspalast: Setze neue Inkas aus deinem Vorrat ein (je Besuch einen "
        "jedes Berufs) und zahle die abgebildeten Waren.",
        "Haus der Priester, Haus der Jungfrauen: Erwirb den günstigsten Priester oder die "
        "günstigste Jungfrau einer Reihe und zahle die Waren; dein Späher steigt sofort die "
        "Schritte der Karte hinauf.",
        "Zentraler Platz: Verschiebe den Markt um eine Einheit, dann verkaufe Waren für Mais oder "
        "kaufe sie mit Mais zu den Preisen ihrer Spalten.",
        "Sonnenuhr: Schicke einen Inka aus einem beliebigen Stadtteil dorthin; jede Nacht bringt "
        "er 3 Schritte und 3 verschiedene Waren und kehrt dann in deinen Vorrat zurück.",
        "Inkapfad: Wer am Kornspeicher (7) vorbeizieht, erhält 3 Mais, am Lamastall (13) ein "
        "Lama, am Gipfel (20) Opferkarten.",
    ],
    "scoring": [
        "Jedes Symbol auf deinen Opferkarten zählt 1 SP je passendem Priester, passender Jungfrau "
        "oder passendem Inka von dir (Inkas auf der Sonnenuhr zählen nicht). Der Inkapfad bringt "
        "+1 auf den Feldern 7–12, +2 auf 13–19, und jede Karte, die dir nach dem Aufbrauchen des "
        "Stapels zustand, 3 SP.",
        "Gold: das Gold deiner Karten plus das des Pfads. Fällt Machu Picchu an die Spanier, "
        "verdreifacht das meiste Gold deine SP, die nächste Summe verdoppelt sie.",
        "Bei Gleichstand entscheiden die übrigen Waren (3 Mais = 1 Einheit).",
    ],
    "end": [
        "Rettung: Das Spiel endet sofort, wenn alle 15 Priester und Jungfrauen erworben sind, "
        "oder nach dem Zug, in dem der Opferstapel aufgebraucht wird; es gibt keinen "
        "Goldmultiplikator.",
        "Eroberung: Sonst endet das Spiel nach Tag 9, und der Goldmultiplikator gilt.",
    ],
    "aid": [
        "Zug: ziehen (über einen Weg: gratis; anderswohin: 1 Lama) und die Aktion des Stadtteils "
        "ausführen, oder bleiben und ein Mondplättchen nehmen.",
        "Produzieren: Bauer gratis, andere Inkas je 1 Mais.",
        "Tempel: 3 Schritte je Tempelstein; 1 Lama je Priester/Jungfrau dort; Haupttempel: "
        "2 Schritte je verschiedene Ware.",
        "Inkapfad: 7 = 3 Mais, 13 = 1 Lama, 20 = Opferkarten.",
        "Nacht (drittes Mondplättchen): Mondplättchen, Sonnenuhr (3 Schritte + 3 Waren je Inka).",
        "Wertung: Symbole × passende Priester, Jungfrauen und Inkas + Pfadbonus; Gold ×3/×2 nach "
        "einer Eroberung; Gleichstand: übrige Waren.",
    ],
    "legend": [
        "Grüne Kopfleiste: Produktionsstadtteil.",
        "Orangefarbene Kopfleiste: Tempel.",
        "Violette Kopfleiste: Haus der Priester oder der Jungfrauen.",
        "Braune Kopfleiste: Wächterhütte oder Königspalast (Inkas einsetzen).",
        "Ockerfarbene Kopfleiste: Zentraler Platz (Handel).",
        "Goldene Kopfleiste: Sonnenuhr.",
        "Mais.",
        "Lama.",
        "Koka.",
        "Keramik.",
        "Stoff.",
        "Graues Quadrat: ein Tempelstein; ein farbiger Punkt: eine Bonusware. Ein Stadtteil mit "
        "Bonus ist offen.",
        "Das Zeichen eines Platzes und eine Zahl in einem Stadtteil: die Inkas dieses Spielers "
        "dort; ein Kegel unter dem Zeichen: sein Prinz.",
    ],
    "rulings": [
        "Zentraler Platz: Bei einem Besuch wird eine Ware entweder verkauft oder gekauft, nicht "
        "beides (Verkaufen und Zurückkaufen kosten immer dasselbe Feld, es geht also nichts "
        "verloren).",
        "Mondplättchen in der Nacht: Warenplättchen werden automatisch bezahlt, wenn dein Mais "
        "für alle reicht; sonst wählst du, welche du bezahlst.",
        "Der Opferstapel ist aufgebraucht, wenn seine letzte Karte genommen wird: Der laufende "
        "Zug (oder die Nacht) wird noch zu Ende gespielt, jeder danach erreichte Gipfel bringt "
        "3 SP, dann endet das Spiel.",
        "Wissen über Karten: Du kennst deine Karten und die, die du unter den Stapel zurückgelegt "
        "hast (und wer sie zieht); legt ein Spieler Karten aus einer Hand zurück, die die anderen "
        "teilweise kannten, verlieren sie den Überblick über diese ganze Hand.",
        "Boni: höchstens 2 je Stadtteil; ein Stadtteil mit Bonus ist offen (es wird produziert "
        "oder geopfert), bis ein Prinz den Bonus nimmt, und bleibt dann bis zur nächsten Nacht "
        "geschlossen.",
        "Produktion und Opfer: Jeder betroffene Spieler entscheidet, in Sitzreihenfolge ab dem "
        "aktiven Spieler, wie viele Inkas produzieren oder wie viele Opfer er bringt; gerade von "
        "deinen Bauern produzierter Mais bezahlt keine andere Produktion; Lamas aus dem Lamastall "
        "in diesem Zug können nicht geopfert werden (sie werden erst am Ende des Zuges "
        "ausgezahlt).",
        "Ein Prinz löst nie zwei Züge hintereinander denselben Stadtteil aus.",
        "Tag 9: Mondplättchen und Sonnenuhr zahlen sofort aus; das Spiel endet nach dem letzten "
        "Zug von Tag 9, falls nicht vorher eine Rettung es beendet hat.",
        "Die Goldränge sind lückenlos: Jeder Spieler mit dem meisten Gold verdreifacht, jeder mit "
        "der nächstniedrigeren Summe verdoppelt, die anderen ×1. Übrige Waren (3 Mais = "
        "1 Einheit) entscheiden bei Gleichstand; bleibt er bestehen, wird der Rang geteilt.",
        "Sonnenuhr: Nachts gibt jeder Inka dort seinem Besitzer 3 Schritte und 3 Waren von "
        "3 verschiedenen Sorten und kehrt dann in den Vorrat zurück; er wird aus einem beliebigen "
        "Stadtteil dorthin geschickt, nicht aus dem Vorrat.",
    ],
    "data": [
        "Die Stadtteile und Wege des Spielplans, die Kosten und Schrittzahlen der Priester und "
        "Jungfrauen, die Mondplättchen sowie die Symbole und das Gold der Opferkarten sind "
        "rekonstruiert (die Regel zeigt sie nur in Bildern): Sie folgen jedem Beispiel der Regel.",
    ],
}
