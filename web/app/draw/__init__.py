"""Drawing with no page in sight: the canvas display list, the pieces' icons, the results'
charts, the animation plans and the board in words. Pure Python, so the tests read what is
drawn.
"""
