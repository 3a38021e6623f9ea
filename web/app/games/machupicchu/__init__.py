"""The Princes of Machu Picchu on screen: screen, board, words, messages and in-app rules."""
