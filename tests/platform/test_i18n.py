"""The catalogs: five complete languages, the same placeholders, the rulebooks' own terms.

Every language folder of data/locales has every message and glossary term of English, with the
same variables; its texts differ from English except the ones its files list as identical by
design; its games' terms are the rulebooks' where a rulebook is in that language; command names
are valid for Discord in every language.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot import i18n
from bot.i18n import FALLBACK, fluent_id, message_ids, messages, t, term_ids, variables

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules"
LANGUAGES = ("en", "zh-TW", "zh-CN", "ja", "nl")  # the five the project promises
OTHERS = [lang for lang in LANGUAGES if lang != FALLBACK]

# The rulebook in a language, and the terms a player of that edition reads on the components:
# the glossary must give exactly these words, as printed.
RULEBOOKS = {
    ("tsukiji", "zh-TW"): "000_e1d73a52041034b4.txt",
    ("tsukiji", "nl"): "002_27567299bc12206d.txt",
    ("silkroad", "zh-CN"): "001_1d9aae9235d7ca89.txt",
    ("silkroad", "zh-TW"): "001_1d9aae9235d7ca89.txt",
    ("fisherman", "ja"): "003_c23c07d9fb927ed8.txt",
    ("fleamarket", "zh-CN"): "004_1b72a80257c83b44.txt",
}
PRINTED_TERMS = {
    "tsukiji": ["ebi", "hotategai", "sake", "tako", "fugu", "maguro", "takusan", "yakuza"],
    "silkroad": [
        *("porcelain", "silk", "tea", "spice", "glass", "ore"),
        *("ship", "licence", "porter", "exchange"),
    ],
    "fisherman": ["aji", "fugu", "tai", "haze", "ika", "target", "order", "size", "junk", "points"],
    "fleamarket": ["stall", "price-cut", "display", "settlement", "restock", "price-war", "sale"],
}
# The line of the rulebook where each term is printed, quoted (tests/platform/rulebook_terms.json).
PRINTED = json.loads(Path(__file__).with_name("rulebook_terms.json").read_text(encoding="utf-8"))
# Numbers where selectors and NUMBER() need them.
SAMPLE = {"count": 2, "n": 3, "nth": 2, "rank": 1, "score": 1, "average": 2.5}


def _sample(lang: str, ident: str) -> dict[str, object]:
    return {name: SAMPLE.get(name, 7 if name.endswith(("s", "count")) else f"‹{name}›")
            for name in variables(lang, ident) | variables(FALLBACK, ident)}  # fmt: skip


def _identical_by_design(lang: str) -> set[str]:
    """Ids a language's files declare identical to English ("# identical to English by
    design: a, b")."""
    found: set[str] = set()
    for path in i18n.ftl_files(lang):
        for line in path.read_text(encoding="utf-8").splitlines():
            match = re.match(r"#+\s*identical to English by design:\s*(.+)", line)
            if match:
                found |= {part.strip() for part in match.group(1).split(",") if part.strip()}
    return found


def test_the_five_languages_have_catalogs() -> None:
    assert set(LANGUAGES) <= set(i18n.locales())


@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalog_parses(lang: str) -> None:
    for path in i18n.ftl_files(lang):
        junk = [
            e for e in FluentParser().parse(path.read_text(encoding="utf-8")).body
            if isinstance(e, fluent_ast.Junk)
        ]  # fmt: skip
        assert not junk, f"{path.name}: {junk[0].content[:120]!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_or_term_is_defined_twice(lang: str) -> None:
    """(A later definition would silently replace the earlier one.)"""
    seen: Counter[str] = Counter()
    for path in i18n.ftl_files(lang):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Message | fluent_ast.Term):
                seen[("-" if isinstance(entry, fluent_ast.Term) else "") + entry.id.name] += 1
    twice = sorted(ident for ident, n in seen.items() if n > 1)
    assert not twice, twice


@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalog_has_every_english_message_and_term(lang: str) -> None:
    missing = sorted(message_ids(FALLBACK) - message_ids(lang))
    assert not missing, f"{len(missing)} missing, e.g. {missing[:15]}"
    missing_terms = sorted(term_ids(FALLBACK) - term_ids(lang))
    assert not missing_terms, missing_terms
    extra = sorted(message_ids(lang) - message_ids(FALLBACK))
    assert not extra, f"not in English (stale?): {extra[:15]}"


@pytest.mark.parametrize("lang", OTHERS)
def test_placeholders_are_the_english_ones(lang: str) -> None:
    wrong = [
        f"{ident}: {sorted(variables(lang, ident))} vs {sorted(variables(FALLBACK, ident))}"
        for ident in sorted(message_ids(lang) & message_ids(FALLBACK))
        if variables(lang, ident) != variables(FALLBACK, ident)
    ]
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("lang", OTHERS)
def test_texts_differ_from_english_except_those_listed(lang: str) -> None:
    allowed = _identical_by_design(lang)
    english = messages(FALLBACK)
    same = []
    for ident in sorted(message_ids(lang) & message_ids(FALLBACK)):
        if ident in allowed:
            continue
        params = _sample(lang, ident)
        if messages(lang)(ident, **params) == english(ident, **params):
            same.append(ident)
    assert not same, f"{len(same)} texts are English, e.g. {same[:20]}"
    stale = sorted(allowed - message_ids(FALLBACK))
    assert not stale, f"listed as identical but not a message: {stale}"


@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_formats_without_errors(lang: str, caplog) -> None:
    for ident in sorted(message_ids(lang)):
        text = messages(lang)(ident, **_sample(lang, ident))
        assert text and "{" not in text.replace("{ ", "").replace("{{", ""), (ident, text)
    assert not [r for r in caplog.records if r.levelname == "WARNING"], caplog.text[:2000]


def _flat(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize(("game", "lang"), sorted(RULEBOOKS))
def test_glossaries_use_the_rulebooks_own_words(game: str, lang: str) -> None:
    """Each printed term's glossary text is the word the rulebook prints, in the line kept for
    it in rulebook_terms.json (so the check needs nothing outside the repository)."""
    entry = PRINTED[f"{game} {lang}"]
    assert entry["rulebook"] == RULEBOOKS[game, lang]
    wrong = []
    for concept in PRINTED_TERMS[game]:
        term = f"-{game}-{concept}"
        assert term in term_ids(lang), f"{lang} has no glossary term {term}"
        word = i18n.term_text(lang, term)
        printed = entry["terms"][concept]
        if word != printed["word"] or _flat(word) not in _flat(printed["printed"]):
            wrong.append(f"{term} = {word!r}, printed {printed['printed']!r}")
    assert not wrong, f"not the words of {RULEBOOKS[game, lang]}: {wrong}"


@pytest.mark.parametrize(("game", "lang"), sorted(RULEBOOKS))
def test_the_kept_lines_are_the_rulebooks_own(game: str, lang: str) -> None:
    """The lines in rulebook_terms.json are quoted exactly from the rulebooks (which lie in
    ../shared/rules beside the checkout where the project is developed)."""
    path = RULES / RULEBOOKS[game, lang]
    if not path.exists():
        pytest.skip(f"the rulebooks are not beside this checkout ({RULES})")
    book = _flat(path.read_text(encoding="utf-8"))
    entry = PRINTED[f"{game} {lang}"]
    missing = [c for c, printed in entry["terms"].items() if _flat(printed["printed"]) not in book]
    assert not missing, f"not quoted from {path.name}: {missing}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_command_names_are_valid_for_discord(lang: str) -> None:
    """Lower case, 1-32 letters, digits, - or _; distinct among siblings."""
    names = {}
    for ident in message_ids(lang) | message_ids(FALLBACK):
        if ident.startswith("cmd-") and ident.endswith("-name"):
            name = t(ident, lang)
            assert re.fullmatch(r"[-_\w]{1,32}", name), (ident, name)
            assert name == name.lower(), (ident, name)
            names[ident] = name
    for ident in [
        i for i in message_ids(FALLBACK) if i.startswith("cmd-") and i.endswith("-description")
    ]:
        assert 1 <= len(t(ident, lang)) <= 100, (ident, t(ident, lang))
    assert len(names) > 10


def test_english_variants_map_to_english_and_unknown_ones_fall_back() -> None:
    assert i18n.language("en-GB") == "en" and i18n.language("en-US") == "en"
    assert i18n.language("fr") == "en" and i18n.language(None) == "en"
    assert i18n.language("zh-TW") == "zh-TW" and i18n.language("zh-tw") == "zh-TW"
    assert t("lobby.full", "fr", max=4) == t("lobby.full", "en", max=4)


def test_plurals_follow_each_languages_rules() -> None:
    assert t("fleamarket.control.draw", "en", count=1) == "Draw 1 card"
    assert t("fleamarket.control.draw", "en", count=3) == "Draw 3 cards"
    assert "(s)" not in "".join(
        messages(lang)(ident, **_sample(lang, ident))
        for lang in LANGUAGES
        for ident in message_ids(lang)
    )


def test_numbers_and_lists_follow_the_locale() -> None:
    assert messages("en").number(12345) == "12,345"
    assert messages("nl").number(12345) == "12.345"
    assert messages("en").join(["A", "B", "C"]) == "A, B, and C"
    assert messages("nl").join(["A", "B", "C"]) == "A, B en C"
    assert "、" in messages("ja").join(["A", "B", "C"])


def test_code_names_only_keys_english_has() -> None:
    assert fluent_id("tsukiji.rules.summary") == "tsukiji-rules-summary"


# One name for one thing: words (regular expressions) a language's catalogs must not use, each
# with the name they use instead (the rulebooks' terms, one spelling throughout). A word in
# SCOPED is checked only in that game's messages (Japanese skips a settlement or a rank with
# とばす, but passes a Silk Road phase).
SCOPED = {"とばし": "silkroad", "とばす": "silkroad"}
NOT_THE_NAME = {
    "ja": {
        "盾ポイント": "勝利点 (the rulebook's word for shield points)",
        "値札": "査定札 (a 値札 is a price tag, which is what the 価格タイル is)",
        "とばし": "パス (Silk Road's skip, as board gamers say it)",
        "とばす": "パス (Silk Road's skip, as board gamers say it)",
        "ホタテガイ": "ホタテ (as the market says it)",
        "ごめんなさい": "申し訳ありません (the bot's polite voice)",
        "買い番": "購入の番",
    },
    "zh-TW": {
        "盾牌分": "勝利點",
        "紐扣": "鈕扣 (Taiwan's spelling)",
        "秘密": "祕密 (zh-TW's spelling throughout)",
        "平局": "平手 (one word for a tie)",
        "版面": "版圖 (the board)",
        "(?<!日文「)評価": "強弱 (価 is Japanese; the rules may quote the mat: 日文「評価」)",
        "先手": "起始玩家 (the rulebooks' start player)",
    },
    "zh-CN": {
        "盾牌分": "胜利点",
        "平手": "平局 (one word for a tie)",
        "版面": "版图 (the board)",
        "(?<!日文“)評価": "强弱 (価 is Japanese; the rules may quote the mat: 日文“評価”)",
        "王牌": "主牌 (trump, as mainland card players say)",
        "先手": "起始玩家 (the rulebooks' start player)",
        "运维者": "运维人员",
    },
}
# The permissions the bot names, as Discord's own client names them in each language's
# channel settings (checked against Discord's zh-TW, zh-CN and ja client strings).
DISCORD_PERMISSIONS = {
    "zh-TW": {
        "view_channel": "檢視頻道", "send_messages": "傳送訊息", "embed_links": "嵌入連結",
        "attach_files": "附加檔案", "manage_guild": "管理伺服器", "manage_messages": "管理訊息",
        "create_public_threads": "建立公開討論串", "send_messages_in_threads": "在討論串中傳送訊息",
    },
    "zh-CN": {
        "view_channel": "查看频道", "send_messages": "发送消息", "embed_links": "嵌入链接",
        "attach_files": "附加文件", "manage_guild": "管理服务器", "manage_messages": "管理消息",
        "create_public_threads": "创建公开子区", "send_messages_in_threads": "在子区中发送消息",
    },
    "ja": {
        "view_channel": "チャンネルを見る", "send_messages": "メッセージを送信",
        "embed_links": "埋め込みリンク", "attach_files": "ファイルを添付",
        "manage_guild": "サーバー管理", "manage_messages": "メッセージの管理",
        "create_public_threads": "公開スレッドの作成",
        "send_messages_in_threads": "スレッドでメッセージを送信",
    },
}  # fmt: skip
QUOTED_PERMISSION = re.compile(
    r"[「“]([^」”]+)[」”]"  # a quoted name in a list that ends in 權限 (permission)
    r"(?=(?:[和或、与及][「“][^」”]+[」”])*(?:權限|权限))"
)


@pytest.mark.parametrize("lang", sorted(NOT_THE_NAME))
def test_one_name_for_one_thing(lang: str) -> None:
    """No message or glossary term uses a word the language has settled on another name for."""
    texts = {ident: messages(lang)(ident, **_sample(lang, ident)) for ident in message_ids(lang)}
    texts |= {term: i18n.term_text(lang, term) for term in term_ids(lang)}
    found = [
        f"{ident}: {word!r} (write {instead})"
        for ident, text in sorted(texts.items())
        for word, instead in NOT_THE_NAME[lang].items()
        if re.search(word, text) and SCOPED.get(word, "") in ident
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", sorted(DISCORD_PERMISSIONS))
def test_permissions_have_the_names_discord_shows(lang: str) -> None:
    """Every permission the bot names (``permission-*``), as Discord's client in that language
    shows it."""
    asked = {
        i.removeprefix("permission-") for i in message_ids(FALLBACK) if i.startswith("permission-")
    }
    assert asked <= set(DISCORD_PERMISSIONS[lang]), sorted(asked - set(DISCORD_PERMISSIONS[lang]))
    names = {name: t(f"permission.{name}", lang) for name in DISCORD_PERMISSIONS[lang]}
    assert names == DISCORD_PERMISSIONS[lang]
    if lang.startswith("zh"):  # and where a sentence quotes one: 需要「傳送訊息」和「附加檔案」權限
        said = {
            name
            for ident in message_ids(lang)
            for name in QUOTED_PERMISSION.findall(messages(lang)(ident, **_sample(lang, ident)))
        }
        assert said and said <= set(names.values()), sorted(said - set(names.values()))


def test_a_text_is_made_once_and_given_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Plain values (strings, numbers): the text is kept. 1, 1.0 and True are equal as keys but
    are kept apart; a value of another kind is formatted at each use."""
    made: list[str] = []
    compose = i18n._compose

    def counted(lang: str, key: str, params: Any) -> tuple[str, str | None]:
        made.append(key)
        return compose(lang, key, params)

    monkeypatch.setattr(i18n, "_compose", counted)
    i18n._formatted.cache_clear()
    first = t("lobby.full", "nl", max=4)
    assert t("lobby.full", "nl", max=4) == first and made == ["lobby.full"]
    assert t("lobby.full", "ja", max=4) != first and len(made) == 2
    for count in (1, 1.0, True, "1"):
        assert (
            t("fleamarket.control.draw", "en", count=count)
            == compose("en", "fleamarket.control.draw", {"count": count})[0]
        )
    assert made.count("fleamarket.control.draw") == 4
    day = date(2026, 11, 29)
    t("lobby.full", "en", max=day)
    t("lobby.full", "en", max=day)
    assert made.count("lobby.full") == 4  # (not kept)


def test_a_kept_text_still_warns_of_its_problem_at_each_use(caplog) -> None:
    for _ in range(2):
        assert t("no.such.key", "en") == "no.such.key"
    assert [r.getMessage() for r in caplog.records] == ["missing message key no.such.key"] * 2
