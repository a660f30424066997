# history: converted from history.json

cmd-history-name = history
cmd-history-description = This server's finished games, newest first
cmd-history-user = Only the games of this player
cmd-history-game = Only this game

cmd-replay-name = replay
cmd-replay-description = Watch a finished game of this server again, move by move
cmd-replay-number = The game's number (#123)

cmd-stats-name = stats
cmd-stats-description = A player's record and rating in this server
cmd-stats-user = Whose record (default: yours)
cmd-stats-game = Only this game

cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = This server's best players of a game
cmd-leaderboard-game = Which game

cmd-settings-ranked-name = ranked-games
cmd-settings-ranked-description = Rated games a player needs before the leaderboard ranks them
cmd-settings-ranked-games = Games (default: 3)

settings-ranked_games = Ranked after

settings-bad_ranked_games = Choose { $min } to { $max } games.

help-cmd-history = `/{ cmd-history-name } [{ cmd-option-user }] [{ cmd-option-game }]` — finished games of this server; `/{ cmd-replay-name } { cmd-option-number }:<n>` watches one again
help-cmd-stats = `/{ cmd-stats-name } [{ cmd-option-user }] [{ cmd-option-game }]` — a record and rating; `/{ cmd-leaderboard-name } { cmd-option-game }:<game>` — the best players

game-number = Game #{ $number }

game-number_line = -# Game #{ $number }

game-number_final = -# Game #{ $number } · watch it again with `/{ cmd-replay-name } { cmd-option-number }:{ $number }`

history-rating_changes = 📈 Ratings: { $changes }

history-rating_change = { $player } { $rating } ({ $change })

history-title = Finished games

history-title_player = Finished games of { $player }

history-empty = No finished game yet.

history-hint = Watch one again with `/{ cmd-replay-name } { cmd-option-number }:<n>`.

history-line = **#{ $number }** { $game } · { $date } · { $minutes } min, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }

history-seat = { $place } { $player } { $score }

history-no_such_game = There is no finished game #{ $number } in this server.

history-in_progress = Game #{ $number } is still being played: it can be replayed once it is over.

history-abandoned = Game #{ $number } was abandoned before its end, so there is nothing to replay.

history-button-round_back = ⏪ Round
history-button-round_forward = Round ⏩
history-button-post_summary = 🎞️ Post the summary

history-replay-head = **{ $game } · game #{ $number }** — move { $step }/{ $steps } · everything revealed
history-replay-start = 🃏 The deal: every hand as the game began.
history-replay-seat = 👁 { $player }
history-replay-seen = 👁 What { $player } saw: hand and secret choices
history-replay-final = 🏁 Final: { $scores }

history-summary-caption = { $game } #{ $number } · move { $step }/{ $steps }
history-summary-posted_by = 🎞️ **{ $game } · game #{ $number }**, round by round (shared by { $player }).
history-summary-posted = The summary is posted in the channel.
history-summary-cannot_post = I cannot post in this channel (I need Send Messages and Attach Files).

stats-title = Record of { $player }

stats-none = No finished game in this server yet.

stats-played = Games

stats-won = Won

stats-average_place = Average place

stats-average_score = Average score

stats-best_score = Best score

stats-favourite = Favourite game

stats-rating = Rating · { $game }

stats-rank = Leaderboard

stats-needs_games = ranked after { $games ->
        [one] { $games } game
       *[other] { $games } games
    }

stats-unranked = not ranked yet

stats-game_line = **{ $game }**: { $played ->
        [one] { $played } game
       *[other] { $played } games
    }, { $won } won · score { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } on average, best { $best } · rating { $rating }{ $trend } · { $rank }

stats-chart = { $player } · { $game }

leaderboard-title = { $game } leaderboard

leaderboard-line = **{ $rank }.** { $player } — **{ $rating }** · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won

leaderboard-empty = Nobody is ranked yet: a player needs { $games ->
        [one] { $games } finished game
       *[other] { $games } finished games
    }.

leaderboard-you_need = You have { $have ->
        [one] { $have } rated game
       *[other] { $have } rated games
    }; you are ranked after { $games }.

leaderboard-you_never = You have not finished a game of this yet.

leaderboard-explain = -# Ratings: openskill's Plackett-Luce model (1000 to start; computers are rated too). Ranked after { $games ->
        [one] { $games } game
       *[other] { $games } games
    }.

history-move-other = **{ $player }**: { $action }

# Words drawn in the pictures (rendering/history.py)
history-pic-rating = Rating
history-pic-games = Games
history-pic-wins = Wins
history-pic-player = Player
history-pic-computer = computer
history-pic-no_games = No rated games yet
history-pic-trend = Rating after each game
history-pic-leaderboard = Leaderboard

## Seasons
cmd-option-season = season
cmd-option-length = length
cmd-leaderboard-season = Which season (default: this one)
cmd-settings-season-name = season-length
cmd-settings-season-description = How long each leaderboard season lasts
cmd-settings-season-length = The length
settings-season_length = Leaderboard seasons
season-current = This season
season-previous = Last season
season-two_ago = Two seasons ago
season-three_ago = Three seasons ago
season-all_time = All time
season-of = Season { $dates }
season-dates = { $start } – { $end }
season-length_1 = Monthly
season-length_2 = Every two months
season-length_3 = Quarterly
season-length_4 = Every four months
season-length_6 = Every six months
season-length_12 = Yearly
season-ended_title = 🏆 The season { $dates } is over
season-podium = **{ $game }**: { $podium }
season-podium_place = { $medal } { $player } ({ $rating })
season-ended_next = A new season has begun. Ratings carry over, only a little less certain, so everyone can climb again: `/{ cmd-leaderboard-name }`, and past seasons with `{ cmd-option-season }:`.
stats-season_rating = this season { $rating }

## Pictures round 2: where a step is, in each game's own word for its round
history-round = { $game ->
        [fisherman] { -fisherman-tournament } { $round }
       *[other] round { $round }
    }
