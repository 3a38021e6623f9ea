"""Training of the learned evaluations (``python3 build.py train``): self-play games of the
search bots recorded as seed + actions, positions replayed from them into features, and
a ridge regression fitted to the final scores. A developer tool, outside the wheel."""
