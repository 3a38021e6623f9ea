"""Cuzco on screen: screen, board, words, messages and in-app rules."""
