"""The answers of ``/history``, ``/stats`` and ``/leaderboard`` as panels (text and pictures)."""

from __future__ import annotations

from functools import partial
from typing import Any

from bot.i18n import messages, t
from bot.interface.presenter import Panel
from bot.interface.season_end import season_dates
from bot.names import robot, shown
from bot.services.history import GameFigures, HistoryPage, Leaderboard, Stats
from bot.store import ResultRow
from rendering.history import render_leaderboard, render_trend

COLOUR = 0x6B4FA0
PLACE_MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


def game_name(game: str, locale: str) -> str:
    return t(f"game.{game}.name", locale)


def player_name(name: str, player: int) -> str:
    return shown(robot(name) if player < 0 else name)


# -- /history ----------------------------------------------------------------------------
def history_line(row: ResultRow, locale: str) -> str:
    """One finished game: number, game, date, length, then players with place and score."""
    minutes = 0
    if row.started_at is not None:
        minutes = max(1, round((row.finished_at - row.started_at) / 60))
    head = t(
        "history.line",
        locale,
        number=row.game_id,
        game=game_name(row.game, locale),
        date=f"<t:{int(row.finished_at)}:d>",
        minutes=minutes,
        moves=row.moves,
    )
    seats = sorted(row.seats, key=lambda s: (s.place, s.seat))
    players = " · ".join(
        t(
            "history.seat",
            locale,
            place=PLACE_MEDALS.get(s.place, f"{s.place}."),
            player=player_name(s.name, s.player),
            score=s.score,
        )
        for s in seats
    )
    return f"{head}\n{players}"


def history_panel(page: HistoryPage, who: str | None, game: str | None, locale: str) -> Panel:
    title = t("history.title", locale)
    if who is not None:
        title = t("history.title_player", locale, player=who)
    if game is not None:
        title = f"{title} · {game_name(game, locale)}"
    if not page.rows:
        description = t("history.empty", locale)
    else:
        description = "\n\n".join(history_line(row, locale) for row in page.rows)
        description += "\n\n" + t("history.hint", locale)
    if page.pages > 1:
        title = f"{title} ({page.page + 1}/{page.pages})"
    return Panel(title=title, description=description[:4000], colour=COLOUR)


# -- /stats and /leaderboard -------------------------------------------------------------
def game_figures_line(figures: GameFigures, locale: str) -> str:
    rating = "—" if figures.rating is None else str(figures.rating)
    trend = "" if figures.trend is None else f" ({figures.trend:+d})"
    rank = t("stats.unranked", locale) if figures.rank is None else f"#{figures.rank}"
    return t(
        "stats.game_line",
        locale,
        game=game_name(figures.game, locale),
        played=figures.played,
        won=figures.won,
        average=figures.average_score,  # a number: the catalog writes it with one decimal
        best=figures.best,
        rating=rating,
        trend=trend,
        rank=rank,
    )


def stats_panel(stats: Stats, who: str, locale: str, ranked_after: int) -> Panel:
    title = t("stats.title", locale, player=who)
    if not stats.played:
        return Panel(title=title, description=t("stats.none", locale), colour=COLOUR)
    focus = stats.focus
    assert focus is not None and stats.average_place is not None
    fields = [
        (t("stats.played", locale), str(stats.played)),
        (t("stats.won", locale), f"{stats.won} ({round(100 * stats.won / stats.played)}%)"),
        (t("stats.average_place", locale), f"{stats.average_place:.2f}"),
        (t("stats.favourite", locale), game_name(stats.favourite or focus.game, locale)),
    ]
    if len(stats.games) == 1:
        fields += [
            (t("stats.average_score", locale), f"{focus.average_score:.1f}"),
            (t("stats.best_score", locale), str(focus.best)),
        ]
    rating = "—" if focus.rating is None else str(focus.rating)
    if focus.trend is not None:
        arrow = "↗" if focus.trend > 0 else "↘" if focus.trend < 0 else "→"
        rating += f" {arrow} {focus.trend:+d}"
    if focus.season_rating is not None:
        rating += " · " + t("stats.season_rating", locale, rating=focus.season_rating)
    if focus.rank is None:
        rank = t("stats.needs_games", locale, games=ranked_after)
    else:
        rank = f"#{focus.rank}"
    fields += [
        (t("stats.rating", locale, game=game_name(focus.game, locale)), rating),
        (t("stats.rank", locale), rank),
    ]
    lines = "\n".join(game_figures_line(g, locale) for g in stats.games)
    chart = t("stats.chart", locale, player=who, game=game_name(focus.game, locale))
    return Panel(
        title=title,
        description=lines,
        fields=fields,
        render=partial(render_trend, list(focus.points), chart, messages(locale)),
        filename="stats.png",
        colour=COLOUR,
    )


def leaderboard_rows(board: Leaderboard, asker: int) -> list[dict[str, Any]]:
    standings = list(board.standings) + ([board.me] if board.me is not None else [])
    return [
        {
            "rank": s.rank,
            "name": s.row.name,
            "rating": s.rating,
            "games": s.row.games,
            "wins": s.row.wins,
            "computer": s.row.player < 0,
            "me": s.row.player == asker,
        }
        for s in standings
    ]


def leaderboard_panel(board: Leaderboard, asker: int, locale: str) -> Panel:
    title = t("leaderboard.title", locale, game=game_name(board.game, locale))
    if board.season is None:
        when = t("season.all_time", locale)
    else:
        when = t("season.of", locale, dates=season_dates(*board.season, locale))
    rows = leaderboard_rows(board, asker)
    lines = [
        t(
            "leaderboard.line",
            locale,
            rank=r["rank"],
            player=player_name(r["name"], -1 if r["computer"] else 1),
            rating=r["rating"],
            games=r["games"],
            wins=r["wins"],
        )
        for r in rows
    ]
    lines.insert(0, f"**{when}**")
    if len(lines) == 1:
        lines.append(t("leaderboard.empty", locale, games=board.min_games))
    if board.me is None and all(not r["me"] for r in rows):
        if board.my_games:
            lines.append(
                t("leaderboard.you_need", locale, have=board.my_games, games=board.min_games)
            )
        else:
            lines.append(t("leaderboard.you_never", locale))
    lines.append(t("leaderboard.explain", locale, games=board.min_games))
    return Panel(
        title=title,
        description="\n".join(lines)[:4000],
        render=partial(render_leaderboard, title, rows, messages(locale)),
        filename="leaderboard.png",
        colour=COLOUR,
    )
