"""How players see a picture: Discord's display profiles (``data/display_profiles.json``, sources
in ``docs/display-profiles.md``), text contrast (WCAG 2) and colour-vision deficiencies
(Machado, Oliveira and Fernandes 2009, severity 1: protanopia, deuteranopia, tritanopia)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from bot.engine.data import load_json

RGB = tuple[int, int, int]
Shown = Literal["every", "act_attachment", "act_embed"]


@dataclass(frozen=True)
class Profile:
    """One way a client shows a picture: fitted into ``width`` × ``height`` pt."""

    name: str
    width: int
    height: int
    applies_to: Shown
    checks: Literal["every_text", "largest_text"]

    def scale(self, size: tuple[int, int]) -> float:
        """Points per pixel of a ``size`` picture shown this way (fitted, never cropped)."""
        return min(self.width / size[0], self.height / size[1])


_DATA = load_json("display_profiles.json")
MIN_PT: float = _DATA["min_text_pt"]
MAX_ASPECT: float = _DATA["max_aspect"]
MIN_CONTRAST: float = _DATA["min_contrast"]
MIN_CVD_DISTANCE: float = _DATA["min_cvd_distance"]
PROFILES = tuple(Profile(name, **spec) for name, spec in _DATA["profiles"].items())


# -- contrast ---------------------------------------------------------------------------------
def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: RGB) -> float:
    """WCAG 2 relative luminance."""
    r, g, b = (_linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# -- colour vision ----------------------------------------------------------------------------
_MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("normal", *_MACHADO)


def _lab_of_linear(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def seen_lab(colour: RGB, vision: str) -> tuple[float, float, float]:
    """CIELAB of ``colour`` as a reader with ``vision`` sees it."""
    linear = tuple(_linear(c) for c in colour)
    if vision != "normal":
        m = _MACHADO[vision]
        linear = tuple(sum(m[i][j] * linear[j] for j in range(3)) for i in range(3))
    return _lab_of_linear((linear[0], linear[1], linear[2]))


def distance(a: RGB, b: RGB, vision: str) -> float:
    """CIE76 ΔE between two colours as a reader with ``vision`` sees them."""
    return math.dist(seen_lab(a, vision), seen_lab(b, vision))
