"""The page itself: DOM helpers, the question dialog, the tabs that know each other, the top
bar, the static labels in the chosen language and the deep links.
"""
