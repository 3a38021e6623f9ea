"""Table mode's texts (issue 31) in the four languages; ``texts.py``, ``texts_es.py`` and
``lang/de.py``, ``lang/fr.py`` each add their language's part to their catalog."""

from __future__ import annotations

EN = {
    "table.stun_title": "Playing across networks (STUN)",
    "table.stun_help": "Off by default: phones link only on the same network, and no other "
        "machine is involved. A STUN server lets phones on other networks find each other; "
        "it sees the public IP address of each device that links, nothing of the game. "
        "Invitations made from now on carry it.",
    "table.stun_label": "STUN server (empty: off)",
    "table.stun_save": "Save",
    "table.stun_saved": "New invitations use {server}.",
    "table.stun_off": "New invitations use the local network only.",
    "table.stun_bad": "That is not a STUN address (stun:host:port).",
    "table.uses_stun": "This table uses the STUN server {server}: it sees this phone's "
        "public IP address.",
    "kind.phone": "Player with own phone",
    "table.button": "Table",
    "table.title": "Players at the table",
    "table.help": "Each player with a phone joins on the same Wi-Fi: scan the QR code with "
        "the phone's camera (or send the link), then type in or scan the code the phone "
        "shows. Nothing goes through a server.",
    "table.to_board": "To the board",
    "table.invite": "Invite a phone",
    "table.making": "Making the invitation…",
    "table.invited": "Open this link on {name}'s phone, then enter the code it shows.",
    "table.link": "Invitation link",
    "table.copy": "Copy the link",
    "table.copied": "Copied.",
    "table.answer": "Code shown on the phone",
    "table.answer_first": "Enter the code the phone shows first.",
    "table.connect": "Link the phone",
    "table.connecting": "Linking {name}'s phone…",
    "table.scan": "Scan the phone's code",
    "table.no_camera": "The camera cannot scan: {reason}. Type in or paste the code.",
    "table.linked": "{name} is at the table.",
    "table.not_yet": "{name} has not joined yet.",
    "table.lost_state": "{name}'s phone lost the link: invite it again; it keeps its seat.",
    "table.take_over": "Let the {level} play this seat",
    "table.joined": "{name} joined the table.",
    "table.lost": "{name}'s phone lost the link. Invite it again under “Table”.",
    "table.waiting_for": "Waiting for {name}…",
    "table.no_invite": "No invitation could be made: {reason}.",
    "table.bad_code": "That code does not link the phone: {reason}.",
    "table.no_webrtc": "This browser cannot link phones (no WebRTC).",
    "table.bad_link": "This invitation cannot be used: {reason}",
    "table.join_title": "Join the table",
    "table.join_seat": "You are invited to seat {n}.",
    "table.join_making": "Answering the host…",
    "table.join_show": "Show this code to the host: it scans it, or types it in.",
    "table.join_failed": "The link to the host cannot be made: {reason}.",
    "table.your_code": "Your code for the host",
    "table.copy_code": "Copy the code",
    "table.join_linked": "Linked. Taking your seat…",
    "table.host_lost": "The link to the host is lost. Open the host's new invitation "
        "(under “Table” on its screen) to take your seat back.",
    "table.not_linked": "not linked to the host",
    "table.refused": "The host refused: {reason}.",
    "table.bad_message": "A message from the host was not understood: {reason}.",
}

ES = {
    "table.stun_title": "Jugar entre redes distintas (STUN)",
    "table.stun_help": "Desactivado por defecto: los móviles solo se enlazan en la misma red "
        "y no interviene ninguna otra máquina. Un servidor STUN permite que móviles de otras "
        "redes se encuentren; ve la dirección IP pública de cada dispositivo que se enlaza, "
        "nada de la partida. Las invitaciones creadas desde ahora lo llevan.",
    "table.stun_label": "Servidor STUN (vacío: desactivado)",
    "table.stun_save": "Guardar",
    "table.stun_saved": "Las nuevas invitaciones usan {server}.",
    "table.stun_off": "Las nuevas invitaciones solo usan la red local.",
    "table.stun_bad": "No es una dirección STUN (stun:host:puerto).",
    "table.uses_stun": "Esta mesa usa el servidor STUN {server}: ve la dirección IP pública "
        "de este móvil.",
    "kind.phone": "Jugador con su móvil",
    "table.button": "Mesa",
    "table.title": "Jugadores en la mesa",
    "table.help": "Cada jugador con móvil se une en la misma wifi: escanea el código QR con "
        "la cámara del móvil (o envía el enlace) y luego escribe o escanea el código que "
        "muestra el móvil. Nada pasa por un servidor.",
    "table.to_board": "Al tablero",
    "table.invite": "Invitar un móvil",
    "table.making": "Preparando la invitación…",
    "table.invited": "Abre este enlace en el móvil de {name} y escribe el código que muestra.",
    "table.link": "Enlace de invitación",
    "table.copy": "Copiar el enlace",
    "table.copied": "Copiado.",
    "table.answer": "Código que muestra el móvil",
    "table.answer_first": "Escribe primero el código que muestra el móvil.",
    "table.connect": "Enlazar el móvil",
    "table.connecting": "Enlazando el móvil de {name}…",
    "table.scan": "Escanear el código del móvil",
    "table.no_camera": "La cámara no puede escanear: {reason}. Escribe o pega el código.",
    "table.linked": "{name} está en la mesa.",
    "table.not_yet": "{name} aún no se ha unido.",
    "table.lost_state": "El móvil de {name} perdió el enlace: invítalo otra vez; conserva "
        "su asiento.",
    "table.take_over": "Que la {level} juegue este asiento",
    "table.joined": "{name} se unió a la mesa.",
    "table.lost": "El móvil de {name} perdió el enlace. Invítalo otra vez en «Mesa».",
    "table.waiting_for": "Esperando a {name}…",
    "table.no_invite": "No se pudo crear la invitación: {reason}.",
    "table.bad_code": "Ese código no enlaza el móvil: {reason}.",
    "table.no_webrtc": "Este navegador no puede enlazar móviles (sin WebRTC).",
    "table.bad_link": "Esta invitación no se puede usar: {reason}",
    "table.join_title": "Unirse a la mesa",
    "table.join_seat": "Te invitan al asiento {n}.",
    "table.join_making": "Respondiendo al anfitrión…",
    "table.join_show": "Muestra este código al anfitrión: lo escanea o lo escribe.",
    "table.join_failed": "No se puede enlazar con el anfitrión: {reason}.",
    "table.your_code": "Tu código para el anfitrión",
    "table.copy_code": "Copiar el código",
    "table.join_linked": "Enlazado. Ocupando tu asiento…",
    "table.host_lost": "Se perdió el enlace con el anfitrión. Abre su nueva invitación (en "
        "«Mesa» en su pantalla) para recuperar tu asiento.",
    "table.not_linked": "sin enlace con el anfitrión",
    "table.refused": "El anfitrión lo rechazó: {reason}.",
    "table.bad_message": "No se entendió un mensaje del anfitrión: {reason}.",
}

DE = {
    "table.stun_title": "Über verschiedene Netze spielen (STUN)",
    "table.stun_help": "Standardmäßig aus: Handys verbinden sich nur im selben Netz, und kein "
        "anderer Rechner ist beteiligt. Ein STUN-Server lässt Handys in anderen Netzen "
        "einander finden; er sieht die öffentliche IP-Adresse jedes verbundenen Geräts, "
        "nichts vom Spiel. Einladungen ab jetzt enthalten ihn.",
    "table.stun_label": "STUN-Server (leer: aus)",
    "table.stun_save": "Speichern",
    "table.stun_saved": "Neue Einladungen nutzen {server}.",
    "table.stun_off": "Neue Einladungen nutzen nur das lokale Netz.",
    "table.stun_bad": "Das ist keine STUN-Adresse (stun:host:port).",
    "table.uses_stun": "Dieser Tisch nutzt den STUN-Server {server}: er sieht die "
        "öffentliche IP-Adresse dieses Handys.",
    "kind.phone": "Spieler mit eigenem Handy",
    "table.button": "Tisch",
    "table.title": "Spieler am Tisch",
    "table.help": "Jeder Spieler mit Handy tritt im selben WLAN bei: den QR-Code mit der "
        "Handykamera scannen (oder den Link schicken), dann den Code eingeben oder scannen, "
        "den das Handy zeigt. Nichts läuft über einen Server.",
    "table.to_board": "Zum Spielbrett",
    "table.invite": "Ein Handy einladen",
    "table.making": "Einladung wird erstellt…",
    "table.invited": "Öffne diesen Link auf dem Handy von {name} und gib dann den Code ein, "
        "den es zeigt.",
    "table.link": "Einladungslink",
    "table.copy": "Link kopieren",
    "table.copied": "Kopiert.",
    "table.answer": "Code auf dem Handy",
    "table.answer_first": "Gib zuerst den Code ein, den das Handy zeigt.",
    "table.connect": "Handy verbinden",
    "table.connecting": "Das Handy von {name} wird verbunden…",
    "table.scan": "Code des Handys scannen",
    "table.no_camera": "Die Kamera kann nicht scannen: {reason}. Gib den Code ein.",
    "table.linked": "{name} sitzt am Tisch.",
    "table.not_yet": "{name} ist noch nicht beigetreten.",
    "table.lost_state": "Das Handy von {name} hat die Verbindung verloren: lade es erneut "
        "ein; der Platz bleibt erhalten.",
    "table.take_over": "Die {level} diesen Platz spielen lassen",
    "table.joined": "{name} ist dem Tisch beigetreten.",
    "table.lost": "Das Handy von {name} hat die Verbindung verloren. Lade es unter „Tisch“ "
        "erneut ein.",
    "table.waiting_for": "Warten auf {name}…",
    "table.no_invite": "Keine Einladung möglich: {reason}.",
    "table.bad_code": "Dieser Code verbindet das Handy nicht: {reason}.",
    "table.no_webrtc": "Dieser Browser kann keine Handys verbinden (kein WebRTC).",
    "table.bad_link": "Diese Einladung ist nicht nutzbar: {reason}",
    "table.join_title": "Am Tisch teilnehmen",
    "table.join_seat": "Du bist auf Platz {n} eingeladen.",
    "table.join_making": "Antwort an den Gastgeber…",
    "table.join_show": "Zeig diesen Code dem Gastgeber: er scannt ihn oder tippt ihn ein.",
    "table.join_failed": "Keine Verbindung zum Gastgeber möglich: {reason}.",
    "table.your_code": "Dein Code für den Gastgeber",
    "table.copy_code": "Code kopieren",
    "table.join_linked": "Verbunden. Dein Platz wird eingenommen…",
    "table.host_lost": "Die Verbindung zum Gastgeber ist verloren. Öffne seine neue "
        "Einladung (unter „Tisch“ auf seinem Bildschirm), um deinen Platz zurückzubekommen.",
    "table.not_linked": "nicht mit dem Gastgeber verbunden",
    "table.refused": "Der Gastgeber hat abgelehnt: {reason}.",
    "table.bad_message": "Eine Nachricht des Gastgebers war unverständlich: {reason}.",
}

FR = {
    "table.stun_title": "Jouer entre réseaux différents (STUN)",
    "table.stun_help": "Désactivé par défaut : les téléphones ne se relient que sur le même "
        "réseau, sans aucune autre machine. Un serveur STUN permet à des téléphones d'autres "
        "réseaux de se trouver ; il voit l'adresse IP publique de chaque appareil relié, rien "
        "de la partie. Les invitations créées désormais l'indiquent.",
    "table.stun_label": "Serveur STUN (vide : désactivé)",
    "table.stun_save": "Enregistrer",
    "table.stun_saved": "Les nouvelles invitations utilisent {server}.",
    "table.stun_off": "Les nouvelles invitations n'utilisent que le réseau local.",
    "table.stun_bad": "Ce n'est pas une adresse STUN (stun:hôte:port).",
    "table.uses_stun": "Cette table utilise le serveur STUN {server} : il voit l'adresse IP "
        "publique de ce téléphone.",
    "kind.phone": "Joueur avec son téléphone",
    "table.button": "Table",
    "table.title": "Joueurs à la table",
    "table.help": "Chaque joueur avec un téléphone rejoint sur le même Wi-Fi : scannez le "
        "code QR avec l'appareil photo du téléphone (ou envoyez le lien), puis saisissez ou "
        "scannez le code qu'il affiche. Rien ne passe par un serveur.",
    "table.to_board": "Vers le plateau",
    "table.invite": "Inviter un téléphone",
    "table.making": "Préparation de l'invitation…",
    "table.invited": "Ouvrez ce lien sur le téléphone de {name}, puis saisissez le code "
        "qu'il affiche.",
    "table.link": "Lien d'invitation",
    "table.copy": "Copier le lien",
    "table.copied": "Copié.",
    "table.answer": "Code affiché sur le téléphone",
    "table.answer_first": "Saisissez d'abord le code affiché sur le téléphone.",
    "table.connect": "Relier le téléphone",
    "table.connecting": "Liaison du téléphone de {name}…",
    "table.scan": "Scanner le code du téléphone",
    "table.no_camera": "L'appareil photo ne peut pas scanner : {reason}. Saisissez le code.",
    "table.linked": "{name} est à la table.",
    "table.not_yet": "{name} n'a pas encore rejoint.",
    "table.lost_state": "Le téléphone de {name} a perdu la liaison : invitez-le de nouveau ; "
        "il garde sa place.",
    "table.take_over": "Laisser l'{level} jouer cette place",
    "table.joined": "{name} a rejoint la table.",
    "table.lost": "Le téléphone de {name} a perdu la liaison. Invitez-le de nouveau sous "
        "« Table ».",
    "table.waiting_for": "En attente de {name}…",
    "table.no_invite": "Impossible de créer l'invitation : {reason}.",
    "table.bad_code": "Ce code ne relie pas le téléphone : {reason}.",
    "table.no_webrtc": "Ce navigateur ne peut pas relier de téléphones (pas de WebRTC).",
    "table.bad_link": "Cette invitation est inutilisable : {reason}",
    "table.join_title": "Rejoindre la table",
    "table.join_seat": "Vous êtes invité à la place {n}.",
    "table.join_making": "Réponse à l'hôte…",
    "table.join_show": "Montrez ce code à l'hôte : il le scanne ou le saisit.",
    "table.join_failed": "Impossible de se relier à l'hôte : {reason}.",
    "table.your_code": "Votre code pour l'hôte",
    "table.copy_code": "Copier le code",
    "table.join_linked": "Relié. Vous prenez votre place…",
    "table.host_lost": "La liaison avec l'hôte est perdue. Ouvrez sa nouvelle invitation "
        "(sous « Table » sur son écran) pour reprendre votre place.",
    "table.not_linked": "pas relié à l'hôte",
    "table.refused": "L'hôte a refusé : {reason}.",
    "table.bad_message": "Un message de l'hôte n'a pas été compris : {reason}.",
}
