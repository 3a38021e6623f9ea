"""The AI seats in the browser: the bridge to the AI workers and the thinking line an AI seat
shows while it decides.
"""
