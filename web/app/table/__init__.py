"""Table mode: a game on the host's device with guest seats on phones linked by WebRTC: links
and codes, the host's lobby and referee, the guest's join page and screen, the messages
between them.
"""
