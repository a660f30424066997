# core: converted from core.json

cmd-play-name = play
cmd-play-description = Open a game lobby in this channel
cmd-play-game = Which game to play
cmd-play-variant = Tsukiji: use the four bonus scores

cmd-game-name = game
cmd-game-description = Inspect or abandon this channel's game

cmd-status-name = status
cmd-status-description = Where this channel's game stands

cmd-abandon-name = abandon
cmd-abandon-description = End this channel's game (the host or a moderator at once, otherwise a majority vote of the players)

cmd-hand-name = hand
cmd-hand-description = Your hand and secret choices (only you see it)

cmd-rules-name = rules
cmd-rules-description = The rules of a game, page by page
cmd-rules-game = Which game

error-illegal_action = That move isn't allowed right now.

error-game_over = This game is over.

error-not_your_turn = It isn't your turn — please wait for the players named on the board.

error-unknown_game = This game no longer exists.

error-bad_options = Unknown options: { $options }.

error-stale = This message is out of date, so nothing was done. Here are your current controls:

error-stale_no_controls = This message is out of date, so nothing was done. There is nothing for you to do right now.

error-not_seated = You aren't playing in this game. Wait for the next one, or open your own with /play.

error-not_offered = That choice isn't available now, so nothing was done.

error-game_not_active = This game isn't running (it hasn't started, or it has ended).

error-internal = Something went wrong on our side; your game is safe. Please try again.

error-missing_permissions = I can't run a game in this channel yet. Please ask an admin to give me these permissions here: { $perms }.

error-no_game_here = There is no game in this channel. Start one with /play.

lobby-open = Press **Join** to take a seat ({ $min }–{ $max } players). The host presses **Start** when everyone is in.

lobby-players = Players

lobby-join = Join

lobby-leave = Leave

lobby-start = Start

lobby-cancel = Cancel

lobby-started = The game has started — see the board below.

lobby-cancelled = This lobby was cancelled.

lobby-channel_busy = This channel already has a game. Finish it (or /game abandon) before starting another.

lobby-already_joined = You're already seated in this game.

lobby-full = This game is full ({ $max } players).

lobby-not_joined = You aren't seated in this game.

lobby-host_cannot_leave = The host can't leave; press Cancel to close the lobby instead.

lobby-host_only = Only the host (the player who opened the lobby) can do that.

lobby-too_few = At least { $min } players are needed to start (now { $have }).

lobby-not_open = This lobby is closed.

dm-welcome = You joined **{ $game }** in { $channel }. Your secret choices will arrive here.

dm-closed = I can't send you direct messages, so use the **My hand** button on the board (or /hand) to see your private view.

board-my_hand = My hand

hand-nothing = Nothing for you to do right now.

hand-waiting = Done — the game goes on in the channel.

game-abandoned = This game was abandoned.

game-channel_deleted = The channel of your **{ $game }** game was deleted, so I closed the game. You can start a new one with /play in another channel.

abandon-voted = Your vote to abandon is counted ({ $votes } of { $needed } needed).

abandon-done = The game is being abandoned.

status-lobby = Waiting in the lobby.

status-active = In progress.

status-over = Finished.

status-abandoned = Abandoned.

status-waiting_for = Waiting for

status-round = Round

status-phase = Phase

phase-over = Game over

game-over = Game over — winner: **{ $winners }**

error-malformed = That control isn't one of this bot's (or it is damaged), so nothing was done.

error-wrong_channel = That control belongs to a game in another channel, so nothing was done.

lobby-add_computer = Add computer

lobby-remove_computer = Remove computer

lobby-seat = { $number }. { $name }

lobby-no_computer = There is no computer player to remove.

computer-name = 🤖 Computer { $number }

board-back = I'm back

timer-paused = ⏸️ Turn timers are paused (the host can resume them with /game resume).

timer-deadline = ⏳ { $players }: time runs out { $when }.

timer-remind = ⏰ Half your time is gone in { $channel } — your move is due { $when }.

timer-expired = ⏰ **{ $player }** ran out of time, so the computer made the move for them.

timer-away = ⏰ **{ $player }** ran out of time twice in a row: the computer plays for them until they press **I'm back**.

timer-not_away = You're already playing your own seat.

timer-welcome_back = Welcome back! Your seat is yours again.

cmd-play-turn_time = Seconds per turn; 0 = no timer (secret choices get extra time)

cmd-pause-name = pause
cmd-pause-description = Pause the turn timers of this channel's game (host only)

cmd-resume-name = resume
cmd-resume-description = Resume the turn timers of this channel's game (host only)

timer-now_paused = Turn timers are paused.

timer-now_resumed = Turn timers are running again; everyone who must act gets a fresh deadline.

timer-none = This game has no turn timer.

error-cannot_post = I can't post in { $channel }: Discord refused me (missing permissions). Please ask an admin to give me these permissions in that channel: { $perms }. The game is saved and goes on; once I can post again, /game status brings the board back up to date.

dm-closed_mid_game = { $player }, I can't send you direct messages any more: use the **My hand** button on the board (or /hand) for your private view and choices.

error-damaged = This game's saved data is damaged and can't be rebuilt, so I left it untouched and nothing was done. The host can end it with /game abandon; the bot's operator finds the details in the log.

error-not_saved = I couldn't save that move: the bot's database can't be written right now (disk full or read-only). Nothing was done; please tell the bot's operator and try again later.

error-storage = The bot's database can't be written right now (disk full or read-only), so nothing was done. Please tell the bot's operator; your game is kept as it was.

cmd-help-name = help
cmd-help-description = What Ichiba is and how to play

cmd-settings-name = settings
cmd-settings-description = Ichiba's settings for this server (Manage Server)
cmd-settings-show-name = show
cmd-settings-show-description = Show this server's settings
cmd-settings-language-name = language
cmd-settings-language-description = Language of the boards and channel messages
cmd-settings-language-value = The language
cmd-settings-turn_time-name = turn-time
cmd-settings-turn_time-description = Default seconds per turn for a game (left empty: back to the default)
cmd-settings-turn_time-game = Which game
cmd-settings-turn_time-seconds = Seconds per turn; 0 = no timer
cmd-settings-speed-name = computer-speed
cmd-settings-speed-description = How fast computer players move
cmd-settings-speed-speed = The speed
cmd-settings-lobby-name = lobby-expiry
cmd-settings-lobby-description = Minutes without activity after which a lobby closes
cmd-settings-lobby-minutes = Minutes (default: 30)
cmd-settings-away-name = away-expiry
cmd-settings-away-description = Hours without a human move after which a game ends
cmd-settings-away-hours = Hours (default: 24)
cmd-settings-role-name = moderator-role
cmd-settings-role-description = A role whose members may end any game (left empty: no role)
cmd-settings-role-role = The role
cmd-settings-channel-name = channel
cmd-settings-channel-description = Allow or stop games in a channel (none listed: every channel)
cmd-settings-channel-channel = The channel
cmd-settings-channel-allowed = Whether games may be opened there

# Option names as Discord shows them (the rules of command names); messages name options with these.
cmd-option-game = game
cmd-option-variant = variant
cmd-option-turn_time = turn_time
cmd-option-value = value
cmd-option-seconds = seconds
cmd-option-speed = speed
cmd-option-minutes = minutes
cmd-option-hours = hours
cmd-option-count = count
cmd-option-games = games
cmd-option-role = role
cmd-option-channel = channel
cmd-option-allowed = allowed
cmd-option-user = user
cmd-option-number = number

language-default = The server's Discord language

# This language's own name, as a server admin sees it in /settings language.
language-self = English

speed-default = The bot's default

speed-instant = Instant

speed-fast = Fast (½ s)

speed-normal = Normal (1½ s)

speed-slow = Slow (3 s)

settings-title = Ichiba settings for this server

settings-help = Change them with the /settings commands (Manage Server). New values apply to games opened from now on; speeds and expiries at once.

settings-saved = ✅ Saved.

settings-default = default

settings-language = Language of the channel

settings-turn_times = Default turn times

settings-turn_time_line = { $game }: { $seconds } s

settings-computer_speed = Computer players

settings-lobby_expiry = Lobby closes after (no activity)

settings-minutes = { $minutes } min

settings-away_expiry = Game ends after (no human move)

settings-hours = { $hours } h

settings-moderator_role = Moderator role

settings-game_channels = Channels for games

settings-all_channels = every channel

settings-bad_language = That language isn't available; choose one of: { $choices }.

settings-bad_choice = That value isn't one of the choices offered.

settings-bad_lobby_minutes = A lobby can close after { $min } to { $max } minutes without activity.

settings-bad_away_hours = A game can end after { $min } to { $max } hours without a human move.

settings-bad_turn_seconds = A turn can last { $min } to { $max } seconds (0 = no timer).

settings-too_many_channels = At most { $max } channels can be listed for games.

settings-channel_not_allowed = Games can't be opened in this channel. This server plays in: { $channels }.

error-member_permissions = You need these permissions for that: { $perms }.

error-guild_only = That works only in a server channel.

abandon-not_allowed = Only the host, a moderator (Manage Server, Manage Messages or the server's moderator role) or the seated players by majority vote can end this game.

game-abandoned_by_moderator = This game was ended by the moderator { $name }.

game-ended_idle = This game ended: no player has moved for { $hours } h. The channel is free for a new game.

lobby-expired = This lobby closed after { $minutes } min without activity. Open a new one with /play.

lobby-options = Options

help-title = Ichiba (市場)

help-about = Ichiba lets a group play tabletop card games together in this channel: one board for everyone, your hand and secret choices by DM (or the **My hand** button), computer players for empty seats and turn timers that keep games moving.

help-games = Games

help-game_line = **{ $name }**: { $low }–{ $high } players

help-start-title = How to start
help-start =
    1. `/{ cmd-play-name } { cmd-option-game }:<game>` opens a lobby here.
    2. Others press **Join**; the host may **Add computer**.
    3. The host presses **Start**. Read `/{ cmd-rules-name } { cmd-option-game }:<game>` any time.

help-commands = Commands

help-cmd-play = `/{ cmd-play-name }`: open a lobby (options: `{ cmd-option-variant }`, `{ cmd-option-turn_time }`)
help-cmd-game = `/game status|abandon|pause|resume`: this channel's game
help-cmd-hand = `/hand`: your hand and choices, only for you
help-cmd-rules = `/rules`: a game's rules, page by page
help-cmd-settings = `/settings`: the server's settings (Manage Server)
help-cmd-help = `/help`: this page

help-invite-title = Add Ichiba to another server
help-invite = [Invite link]({ $url }) (needs Manage Server there)

dm-superseded = ⏭️ This message is out of date: the game has moved on. Your current view is in the newest message here, or under **My hand** on the board.

game-board_abandoned = Board closed: this game was ended.

error-rules_changed = This game was started before an update that changed its rules, so it can't go on. I've ended it; please start a new one with /play.

game-rules_changed = This { $game } game was started before an update changed its rules, so it can't go on and has been ended. Sorry! Start a new one with /play.

# python -m bot demo
demo-players = { $game } takes { $low }–{ $high } players.
demo-pictures = { $count ->
        [one] { $count } picture in { $folder }/
       *[other] { $count } pictures in { $folder }/
    }

# Channel permissions, as Discord's channel settings name them.
permission-view_channel = View Channel
permission-send_messages = Send Messages
permission-embed_links = Embed Links
permission-attach_files = Attach Files
permission-manage_guild = Manage Server
permission-manage_messages = Manage Messages

## Clicks from where their control was not offered; lobby limits
error-lobby_in_dm = Lobby buttons work only on the lobby message in its server channel, so nothing was done.
error-not_in_dm = That button works only on the game's board in its server channel, so nothing was done.
lobby-limit_player = { $max ->
    [one] You already host an open lobby in this server, the most allowed. Start or cancel it first.
   *[other] You already host { $max } open lobbies in this server, the most allowed. Start or cancel one of them first.
}
lobby-limit_server = { $max ->
    [one] This server already has an open lobby, the most allowed. Join it, or wait until it starts or closes.
   *[other] This server already has { $max } open lobbies, the most allowed. Join one, or wait until one starts or closes.
}
settings-lobby_limits = Open lobbies at most
settings-lobby_limits_line = { $player } per member · { $server } in the server
settings-bad_lobbies_per_player = Choose { $min } to { $max } lobbies per member.
settings-bad_lobbies_per_server = Choose { $min } to { $max } lobbies for the server.
cmd-settings-player_lobbies-name = lobbies-per-player
cmd-settings-player_lobbies-description = How many open lobbies one member may host at once
cmd-settings-player_lobbies-count = Lobbies (default: 3)
cmd-settings-server_lobbies-name = lobbies-per-server
cmd-settings-server_lobbies-description = How many open lobbies this server may have at once
cmd-settings-server_lobbies-count = Lobbies (default: 50)

## Play again
again-button = Play again
again-invite = { $mentions }: { $host } would like to play **{ $game }** again, and your seat is held for { $minutes } min. Press **Join** on the lobby above, or **Play again**.
again-opened = Your new lobby is open above.
again-joined = You're seated in the new lobby above.
again-channel_busy = This channel already has another game or lobby, so no rematch can open here now. Join that one, or play again once it ends.
lobby-seat_held = { $number }. { $name } — seat held, frees up { $when }
lobby-seats_held = The free seats are held for the last game's players for a few minutes. Try again a little later.

## Turn notifications (/notify)
notify-your_turn = 🔔 { $players }: your turn in game #{ $number }.
notify-remind = ⏰ { $player }: half your time is gone — your move is due { $when }.
notify-title = Your turn notifications
notify-how = How you hear it is your turn
notify-how-dm = Private panel by DM
notify-how-mention = A mention in the game's channel
notify-how-both = DM and a mention
notify-reminder = Half-time reminder
notify-on = On
notify-off = Off
notify-quiet = Quiet hours
notify-quiet_none = None
notify-quiet_line = { $start }–{ $end }
notify-timezone = Time zone
notify-help = Change these with the options of `/{ cmd-notify-name }`. In your quiet hours nothing pings you: what waits is sent when they end, and on tables with turns of an hour or more your time does not run out during them.
notify-saved = ✅ Saved.
notify-bad_time = “{ $value }” is not a time of day. Write it as HH:MM, such as 22:30.
notify-bad_zone = “{ $value }” is not a time zone I know. Pick one from the list, such as Europe/Amsterdam.
notify-quiet_both = Give both the start and the end of your quiet hours (the same time twice removes them).
cmd-notify-name = notify
cmd-notify-description = How you hear that it is your turn (no options: show your choices)
cmd-notify-how = By DM, a mention in the game's channel, or both
cmd-notify-reminder = The reminder at half time, on or off
cmd-notify-from = Start of your quiet hours, HH:MM (no pings then)
cmd-notify-to = End of your quiet hours, HH:MM (same as the start: none)
cmd-notify-timezone = Your time zone, such as Europe/Amsterdam
cmd-option-how = how
cmd-option-reminder = reminder
cmd-option-quiet_from = quiet_from
cmd-option-quiet_to = quiet_to
cmd-option-timezone = timezone
help-cmd-notify = `/{ cmd-notify-name }`: how you hear that it is your turn, and your quiet hours
help-cmd-games = `/{ cmd-games-name }`: your open games and lobbies in every server, your turns first, with links

## A thread per game
threads-title = A thread per game
threads-on = On: each game started here gets its own thread
threads-off = Off: one game per channel
threads-missing = Off: one game per channel, because Ichiba lacks { $perms } here
threads-choice_on = On
threads-choice_off = Off
threads-name = { $game } #{ $number }
threads-started = 🎲 { $game } #{ $number } started in { $thread } with { $players }
threads-won = 🏆 { $game } #{ $number }: { $winners } won — { $thread }
threads-abandoned = 🚫 { $game } #{ $number } was abandoned — { $thread }
threads-use_in_thread = Several games are open here. Use this command in the game's thread: { $threads }
threads-several_lobbies = Several lobbies are open here. Use their buttons, or this command in the game's thread once it has started.
cmd-settings-threads-name = threads
cmd-settings-threads-description = A thread per game, so a channel hosts several games at once
cmd-settings-threads-value = On or off
permission-create_public_threads = Create Public Threads
permission-send_messages_in_threads = Send Messages in Threads

## /games: a player's open games in every server
cmd-games-name = games
cmd-games-description = Your open games and lobbies in every server, your turns first
my_games-title = Your open games
my_games-none = You have no open games or lobbies. Open one with `/{ cmd-play-name }` in a server's channel.
my_games-game = **{ $game } #{ $number }**
my_games-line = { $game } · { $server } · { $status }
my_games-line_due = { $game } · { $server } · { $status } · time runs out { $when }
my_games-your_turn = **your turn**
my_games-waiting = waiting for { $players }
my_games-playing = in play
my_games-lobby = lobby, { $seated }/{ $seats } seats taken
my_games-other_server = another server
my_games-more = …and { $count ->
        [one] { $count } more game
       *[other] { $count } more games
    }.

## hints
cmd-option-hints = hints
cmd-play-hints = Hints for learners: auto (on when someone is new to the game), on or off
hints-choice-auto = auto: on for newcomers
hints-choice-on = on
hints-choice-off = off
hints-lobby-auto = 💡 Hints: on if a player is new to this game
hints-lobby-on = 💡 Hints: on
hints-lobby-off = 💡 Hints: off
hints-board = 💡 Hints on
hints-button = Hint
hints-normal = 💡 Normal would play: { $move }
hints-said = 💡 { $hint }
hints-not_rated = Not rated: a hint was used

## computer levels
computer-level-easy = Easy
computer-level-normal = Normal
computer-level-hard = Hard
computer-level-easy-about = Leaves chances: good for learning
computer-level-normal-about = A steady player
computer-level-hard-about = Thinks ahead: a real opponent
# A level in the lobby's "Add computer" menu when it is the server's default.
computer-level-default = { $level } (server default)
# The name of a computer seat: $level is easy, normal or hard.
computer-name-level = 🤖 { $level ->
        [easy] Easy
        [hard] Hard
       *[normal] Normal
    } computer { $number }
lobby-add_computer_level = 🤖 Add computer…
lobby-unknown_level = That level isn't one of the choices offered.
cmd-settings-level-name = computer-level
cmd-settings-level-description = Level of computers added without choosing one
cmd-settings-level-level = The level
cmd-option-level = level
settings-computer_level = Computer level (preselected)
