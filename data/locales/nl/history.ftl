# history: Nederlands
# identical to English by design: history-move-other, history-rating_change, history-seat, stats-chart, stats-rating, history-pic-rating, history-pic-computer, history-replay-seat
#   alleen namen, getallen en plaatsen; "rating" en "computer" zijn ook in het Nederlands gangbaar.

cmd-history-name = geschiedenis
cmd-history-description = De afgelopen spellen van deze server, nieuwste eerst
cmd-history-user = Alleen de spellen van deze speler
cmd-history-game = Alleen dit spel

cmd-replay-name = terugkijken
cmd-replay-description = Kijk een afgelopen spel van deze server zet voor zet terug
cmd-replay-number = Het nummer van het spel (#123)

cmd-stats-name = statistieken
cmd-stats-description = De resultaten en rating van een speler op deze server
cmd-stats-user = Van wie (standaard: jij)
cmd-stats-game = Alleen dit spel

cmd-leaderboard-name = ranglijst
cmd-leaderboard-description = De beste spelers van een spel op deze server
cmd-leaderboard-game = Welk spel

cmd-settings-ranked-name = ranglijst-drempel
cmd-settings-ranked-description = Hoeveel spellen met rating een speler nodig heeft voor de ranglijst
cmd-settings-ranked-games = Spellen (standaard: 3)

settings-ranked_games = Op de ranglijst na

settings-bad_ranked_games = Kies { $min } tot { $max } spellen.

help-cmd-history = `/{ cmd-history-name } [{ cmd-option-user }] [{ cmd-option-game }]` — afgelopen spellen van deze server; `/{ cmd-replay-name } { cmd-option-number }:<n>` kijkt er een terug
help-cmd-stats = `/{ cmd-stats-name } [{ cmd-option-user }] [{ cmd-option-game }]` — resultaten en rating; `/{ cmd-leaderboard-name } { cmd-option-game }:<spel>` — de beste spelers

game-number = Spel #{ $number }

game-number_line = -# Spel #{ $number }

game-number_final = -# Spel #{ $number } · kijk het terug met `/{ cmd-replay-name } { cmd-option-number }:{ $number }`

history-rating_changes = 📈 Nieuwe ratings: { $changes }

history-rating_change = { $player } { $rating } ({ $change })

history-title = Afgelopen spellen

history-title_player = Afgelopen spellen van { $player }

history-empty = Nog geen afgelopen spel.

history-hint = Kijk er een terug met `/{ cmd-replay-name } { cmd-option-number }:<n>`.

history-line = **#{ $number }** { $game } · { $date } · { $minutes } min, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }

history-seat = { $place } { $player } { $score }

history-no_such_game = Er is geen afgelopen spel #{ $number } op deze server.

history-in_progress = Spel #{ $number } wordt nog gespeeld: je kunt het terugkijken als het afgelopen is.

history-abandoned = Spel #{ $number } is afgebroken voor het einde, dus er is niets terug te kijken.

history-button-round_back = ⏪ Ronde
history-button-round_forward = Ronde ⏩
history-button-post_summary = 🎞️ Samenvatting posten

history-replay-head = **{ $game } · spel #{ $number }** — zet { $step }/{ $steps } · alles open
history-replay-start = 🃏 Het delen: elke hand zoals het spel begon.
history-replay-seat = 👁 { $player }
history-replay-seen = 👁 Wat { $player } zag: hand en geheime keuzes
history-replay-final = 🏁 Eindstand: { $scores }

history-summary-caption = { $game } #{ $number } · zet { $step }/{ $steps }
history-summary-posted_by = 🎞️ **{ $game } · spel #{ $number }**, ronde voor ronde (gedeeld door { $player }).
history-summary-posted = De samenvatting staat in het kanaal.
history-summary-cannot_post = Ik kan niet posten in dit kanaal (ik heb Berichten verzenden en Bestanden bijvoegen nodig).

stats-title = Resultaten van { $player }

stats-none = Nog geen afgelopen spel op deze server.

stats-played = Spellen

stats-won = Gewonnen

stats-average_place = Gemiddelde plaats

stats-average_score = Gemiddelde score

stats-best_score = Beste score

stats-favourite = Favoriet spel

stats-rating = Rating · { $game }

stats-rank = Ranglijst

stats-needs_games = op de ranglijst na { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }

stats-unranked = nog niet op de ranglijst

stats-game_line = **{ $game }**: { $played } gespeeld, { $won } gewonnen · gemiddeld { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } punten, beste { $best } · rating { $rating }{ $trend } · { $rank }

stats-chart = { $player } · { $game }

leaderboard-title = Ranglijst { $game }

leaderboard-line = **{ $rank }.** { $player } — **{ $rating }** · { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins } gewonnen

leaderboard-empty = Er staat nog niemand op de ranglijst: een speler heeft { $games ->
        [one] { $games } afgelopen spel
       *[other] { $games } afgelopen spellen
    } nodig.

leaderboard-you_need = Je hebt { $have ->
        [one] { $have } spel
       *[other] { $have } spellen
    } met rating; je komt op de ranglijst na { $games }.

leaderboard-you_never = Je hebt hiervan nog geen spel uitgespeeld.

leaderboard-explain = -# Ratings: het Plackett-Luce-model van openskill (start op 1000; computers krijgen ook een rating). Op de ranglijst na { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }.

history-move-other = **{ $player }**: { $action }

# Words drawn in the pictures (rendering/history.py)
history-pic-rating = Rating
history-pic-games = Spellen
history-pic-wins = Gewonnen
history-pic-player = Speler
history-pic-computer = computer
history-pic-no_games = Nog geen spellen met rating
history-pic-trend = Rating na elk spel
history-pic-leaderboard = Ranglijst

## Seasons
# identical to English by design: season-dates, season-podium, season-podium_place
cmd-option-season = seizoen
cmd-option-length = lengte
cmd-leaderboard-season = Welk seizoen (standaard: dit)
cmd-settings-season-name = seizoenslengte
cmd-settings-season-description = Hoe lang elk ranglijstseizoen duurt
cmd-settings-season-length = De lengte
settings-season_length = Ranglijstseizoenen
season-current = Dit seizoen
season-previous = Vorig seizoen
season-two_ago = Twee seizoenen terug
season-three_ago = Drie seizoenen terug
season-all_time = Aller tijden
season-of = Seizoen { $dates }
season-dates = { $start } – { $end }
season-length_1 = Maandelijks
season-length_2 = Om de twee maanden
season-length_3 = Per kwartaal
season-length_4 = Om de vier maanden
season-length_6 = Per halfjaar
season-length_12 = Jaarlijks
season-ended_title = 🏆 Het seizoen { $dates } is voorbij
season-podium = **{ $game }**: { $podium }
season-podium_place = { $medal } { $player } ({ $rating })
season-ended_next = Een nieuw seizoen is begonnen. Ratings gaan mee, alleen iets minder zeker, zodat iedereen weer kan klimmen: `/{ cmd-leaderboard-name }`, en eerdere seizoenen met `{ cmd-option-season }:`.
stats-season_rating = dit seizoen { $rating }

## Pictures round 2: where a step is, in each game's own word for its round
history-round = { $game ->
        [fisherman] { -fisherman-tournament } { $round }
       *[other] ronde { $round }
    }
