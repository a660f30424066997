"""The store's JSON text (``json_text``): what :func:`json.loads` reads back is the value written,
the text is compact ASCII whichever encoder wrote it, and what orjson refuses still gets written."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.store.types import json_text

# Plain JSON data as the games keep it: any text (CJK, emoji, control characters), integers of
# any size (orjson refuses those past 64 bits), floats (finite: JSON has no NaN or infinity),
# nested lists and objects.
FLOATS = st.floats(allow_nan=False, allow_infinity=False)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | FLOATS | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(JSON_VALUES)
def test_what_is_written_reads_back_as_it_was(value: Any) -> None:
    text = json_text(value)
    assert json.loads(text) == value
    assert text.isascii()
    assert text == json_text(json.loads(text))  # the same value, the same text (and digest)


def test_the_text_is_compact_and_escapes_what_is_not_ascii() -> None:
    value = {"name": "築地 🐟", "rows": [1, 2], "none": None}
    assert json_text(value) == '{"name":"\\u7bc9\\u5730 \\ud83d\\udc1f","rows":[1,2],"none":null}'
    assert json_text(value) == json.dumps(value, separators=(",", ":"))
    assert json_text({1: "a", 2: [3]}) == '{"1":"a","2":[3]}'  # number keys as json writes them


def test_what_orjson_refuses_is_written_by_the_standard_encoder() -> None:
    big = {"seed": 2**70, "n": -(2**64)}
    assert json_text(big) == '{"seed":1180591620717411303424,"n":-18446744073709551616}'
