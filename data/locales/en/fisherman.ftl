# fisherman: converted from fisherman.json

game-fisherman-name = Fisherman

fisherman-species-aji = { -fisherman-aji }
fisherman-species-fugu = { -fisherman-fugu }
fisherman-species-tai = { -fisherman-tai }
fisherman-species-haze = { -fisherman-haze }
fisherman-species-ika = { -fisherman-ika }

fisherman-species_long-aji = Aji (horse mackerel)
fisherman-species_long-fugu = Fugu (pufferfish)
fisherman-species_long-tai = Tai (sea bream)
fisherman-species_long-haze = Haze (goby)
fisherman-species_long-ika = Ika (squid)

fisherman-card = { $species } { $size }

fisherman-rule-target = { -fisherman-target } (本命)
fisherman-rule-order = { -fisherman-order } (評価)
fisherman-rule-size = { -fisherman-size } (サイズ)
fisherman-rule-junk = { -fisherman-junk } (外道)

fisherman-order-asc = { $low } is strongest
fisherman-order-desc = { $high } is strongest

fisherman-size_pair = sizes { $low }–{ $high }

fisherman-unset = ?

fisherman-button-order-asc = Ascending · { $low } strongest
fisherman-button-order-desc = Descending · { $high } strongest
fisherman-button-size = { $low }–{ $high }

fisherman-status-head = **Tournament { $tournament }/{ $tournaments }** · dealer: **{ $dealer }**
fisherman-status-rules = Rules: 🎯 { $target } · ⚖️ { $order } · 📏 { $size } · 🗑️ { $junk }
fisherman-status-choose-target = 🎣 **{ $player }**, choose the **target** species: every one caught scores { $target }.
fisherman-status-choose-order = ⚖️ **{ $player }**, choose the **order**: are small or big fish stronger?
fisherman-status-choose-size = 📏 **{ $player }**, choose the **size** pair: caught fish of these sizes score { $size } ({ $size_on_junk } on junk).
fisherman-status-choose-junk = 🗑️ **{ $player }** (dealer), choose the **junk** species: it is trump, and each one caught scores { $junk }.
fisherman-status-lead = Trick { $trick }/{ $tricks }: **{ $player }** leads (check your DMs or press **My hand**).
fisherman-status-follow = Trick { $trick }/{ $tricks }: **{ $player }** to play — follow { $species } if able.
fisherman-status-table = On the table: { $plays }
fisherman-status-last_trick = Last trick: **{ $player }** won with { $card }, keeping { $kept }{ $aside }.
fisherman-status-over = The tournaments are over.

fisherman-play_item = { $player } { $card }

fisherman-kept_nothing = nothing


fisherman-event-rule-target = 🎯 **{ $player }** chose the target: **{ $value }**.
fisherman-event-rule-order = ⚖️ **{ $player }** chose the order: **{ $value }**.
fisherman-event-rule-size = 📏 **{ $player }** chose the size: **{ $value }**.
fisherman-event-rule-junk = 🗑️ **{ $player }** chose the junk: **{ $value }**.
fisherman-event-fishing = 🎣 The rules are set — **{ $player }** leads the first trick.
fisherman-event-trick = 🐟 **{ $player }** wins trick { $trick } with { $card } and keeps { $kept }{ $aside }.
fisherman-event-tournament = 🚩 Tournament { $tournament }/{ $tournaments }: **{ $dealer }** deals.

fisherman-results-title =
    { "*" }*Tournament { $tournament } results**
    { $rules }

fisherman-shield-gold = 🥇 gold shield (+{ $points })
fisherman-shield-silver = 🥈 silver shield (+{ $points })
fisherman-shield-bronze = 🥉 bronze shield (+{ $points })
fisherman-shield-none = no shield

fisherman-final-line = { $rank }. **{ $player }** — { $score ->
        [one] { $score } victory point
       *[other] { $score } victory points
    } ({ $medals })
fisherman-final-medals = 🥇×{ $gold } 🥈×{ $silver } 🥉×{ $bronze }

fisherman-hand-turn = **Your turn** — tournament { $tournament }/{ $tournaments }, trick { $trick }/{ $tricks }.
fisherman-hand-lead = You lead: play any card.
fisherman-hand-follow =
    { $plays }
    You must follow **{ $species }**.
fisherman-hand-void =
    { $plays }
    You have no { $species }: play any card.
fisherman-hand-waiting = Tournament { $tournament }/{ $tournaments }, trick { $trick }/{ $tricks } — waiting for **{ $player }**.
fisherman-hand-rules = Tournament { $tournament }/{ $tournaments } — **{ $player }** is choosing the { $rule }. Your hand for this tournament:
fisherman-hand-worth = worth { $points } when caught
fisherman-hand-trump = trump · worth { $points } when caught

fisherman-unknown_action = That isn't a Fisherman move.

fisherman-wrong_phase = That can't be done now (the game is in its { $phase } phase).

fisherman-wrong_rule = The rule to choose now is the { $rule }.

fisherman-unknown_species = There is no fish called { $species }.

fisherman-not_in_play = { $species } isn't in the deck with { $players } players.

fisherman-junk_is_target = { $species } is already the target; the junk must be another species.

fisherman-bad_order = The order must be ascending or descending (not { $order }).

fisherman-bad_size = Choose the lower size of two neighbouring sizes, 1 to 9 (not { $size }).

fisherman-not_in_hand = You don't hold { $card }.

fisherman-must_follow = You must follow { $species } while you hold one.

phase-setting = Setting the tournament rules

phase-fishing = Fishing (tricks)

fisherman-status-first_dealer = 🎲 **{ $dealer }** was drawn at random to deal first: the dealer chooses the junk and leads the first trick. The dealer moves left each tournament.
fisherman-status-last_trick_set_aside = Last trick: **{ $player }** won, keeping { $kept }{ $aside }.

fisherman-event-trick_set_aside = 🐟 **{ $player }** wins trick { $trick } and keeps { $kept }{ $aside }.

fisherman-aside = ; { $count } set aside face down

fisherman-rules-title-overview = Fisherman · the game and its cards
fisherman-rules-overview = A trick-taking fishing tournament for { $low }–{ $high } players. You play as many tournaments as players, so everyone deals once. In each tournament the players first set its four rules, then play tricks to catch the fish those rules reward. Each tournament hands out shields worth victory points; the most victory points after the last tournament wins.
fisherman-rules-cards-title = The cards
fisherman-rules-cards =
    Fish cards of { $count } species, one of each size { $low }–{ $high } per species:
    { $species }
fisherman-rules-species-aji = • Aji アジ (horse mackerel): blue, □
fisherman-rules-species-fugu = • Fugu フグ (pufferfish): green, ○
fisherman-rules-species-tai = • Tai タイ (sea bream): red, ◇
fisherman-rules-species-haze = • Haze ハゼ (goby): yellow, ≡
fisherman-rules-species-ika = • Ika イカ (squid): white, △
fisherman-rules-decks-title = By player count
fisherman-rules-deck_line = • { $players } players: { $cards } cards, { $each } each, { $unused } unused{ $without }
fisherman-rules-without = { " " }(no { $species })
fisherman-rules-decks =
    { $lines }
    The cards are shuffled and dealt anew every tournament. Unused cards stay face down and hidden all tournament. You see only your own hand.
fisherman-rules-dealer-title = Tournaments and the dealer
fisherman-rules-dealer = There are as many tournaments as players, so everyone deals once. The first dealer is drawn at random when the game starts and announced on the first board; the dealer moves left (to the next player clockwise) each tournament. The dealer always chooses the junk and leads the first trick.
fisherman-rules-title-setting = Fisherman · setting the rules
fisherman-rules-setting = Before any card is played, the tournament's four rules are chosen in this order, one player at a time, starting left of the dealer and going clockwise. They stay on the board's rules mat for the whole tournament. Only species in play can be chosen.
fisherman-rules-target-title = 1. Target · 本命
fisherman-rules-target = A species. Every target card you catch scores { $target }.
fisherman-rules-order-title = 2. Order · 評価
fisherman-rules-order = Which sizes are strong within a species. Ascending: { $low } is strongest ({ $ascending } …). Descending: { $high } is strongest ({ $descending } …).
fisherman-rules-size-title = 3. Size · サイズ
fisherman-rules-size = Two neighbouring sizes ({ $first } … { $last }; not with a gap such as 3 and 5, and not { $high } with { $low }). Every caught card of these sizes scores { $size } more, whatever its species, except a junk card: for its size it scores { $size_on_junk }.
fisherman-rules-junk-title = 4. Junk · 外道
fisherman-rules-junk = A species other than the target, always chosen by the dealer. Junk is trump: any junk card beats every card of the other species. Every junk card caught scores { $junk }.
fisherman-rules-setters-title = Who chooses
fisherman-rules-setters_line = • { $players } players: { $who }
fisherman-rules-setter-dealer = { $rules }: the dealer
fisherman-rules-setter-left = { $rules }: { ORDINAL($nth) ->
        [one] { $nth }st
        [two] { $nth }nd
        [few] { $nth }rd
       *[other] { $nth }th
    } player left of the dealer
fisherman-rules-title-fishing = Fisherman · fishing (the tricks)
fisherman-rules-fishing = A tournament has as many tricks as cards in a hand ({ $tricks }). The dealer leads the first trick; whoever wins a trick leads the next trick, until the hands are empty.
fisherman-rules-play-title = Playing a trick
fisherman-rules-play = The leader plays any card. Then, clockwise, everyone plays one card: you must follow the led species if you hold one; if you hold none, play any card (everyone then knows you have none of it for the rest of the tournament). Sizes never restrict what you play.
fisherman-rules-wins-title = Who wins the trick
fisherman-rules-wins = If any junk was played, the strongest junk card wins: junk is trump. Otherwise the strongest card of the led species wins; other species never win. Strongest follows the order: ascending, { $low } beats { $second }; descending, { $high } beats { $second_high }.
fisherman-rules-keeps-title = What the winner keeps
fisherman-rules-keeps = The winner keeps only the cards that score (target, the two sizes, junk) face up in front of them; they count at the end of the tournament. The other cards of the trick are set aside face down and stay secret from then on: the completed trick stays on the board only until the next card is played, then only the kept cards are shown, and of the cards set aside only their number.
fisherman-rules-title-scoring = Fisherman · scoring, shields and the end
fisherman-rules-scoring = At the end of a tournament each player adds up the cards they caught.
fisherman-rules-points-title = Points per caught card
fisherman-rules-points =
    • target: { $target }
    • one of the two sizes: { $size } (on a junk card { $size_on_junk } instead)
    • junk: { $junk }
    They add up: a target card of a chosen size scores { $target_size }, a junk card of a chosen size { $junk_size }. Any other card scores 0 and is never kept.
fisherman-rules-example-title = Example (from the rulebook)
fisherman-rules-example =
    Target { $target }, size { $size }, junk { $junk }:
    { $cards }
fisherman-rules-example_card = { $card } → { $points }
fisherman-rules-shields-title = Shields
fisherman-rules-shields = Players are ranked by their points in the tournament and win shields worth victory points: { $shields }, every later place nothing. Ties share the rank and skip the next ones: with points { $points } → ranks { $ranks } ({ $kinds }).
fisherman-rules-shield_item = { ORDINAL($rank) ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    } { $kind } { $points }
fisherman-rules-end-title = End of the game
fisherman-rules-end = After the last tournament (everyone has dealt once), the most victory points wins; ties share the win.
fisherman-rules-title-discord = Fisherman · playing here
fisherman-rules-discord = How the game works on Discord.
fisherman-rules-board-title = The board
fisherman-rules-board = One board in the channel shows the rules mat, the trick on the table, the last trick, every player's catch, points and shields. Whoever must choose a rule picks it with the board's buttons.
fisherman-rules-hand-title = Your hand
fisherman-rules-hand = Your hand comes by DM (or with the board's **My hand** button when your DMs are closed). On your turn only the cards you may play are offered; each button shows what the card would score if caught under the rules chosen so far.
fisherman-rules-tricks_item = { $tricks } with { $players } players
fisherman-rules-no_shield = nothing

fisherman-board_closed = 🐟 Board closed: the results and the next board are below.

fisherman-board_closed_over = 🐟 Board closed: the final standings are below.

fisherman-shield_name-gold = gold
fisherman-shield_name-silver = silver
fisherman-shield_name-bronze = bronze

# Words drawn in the pictures (rendering/fisherman.py)
fisherman-pic-tournament = Tournament { $n }/{ $total }
fisherman-pic-trick = Trick { $n }/{ $total }
fisherman-pic-over = Game over
fisherman-pic-target = TARGET 本命
fisherman-pic-order = ORDER 評価
fisherman-pic-size = SIZE サイズ
fisherman-pic-junk = JUNK 外道
fisherman-pic-rule_target = target
fisherman-pic-rule_order = order
fisherman-pic-rule_size = size
fisherman-pic-rule_junk = junk
fisherman-pic-target_note = { $target } each
fisherman-pic-size_note = { $size } each ({ $size_on_junk } on junk)
fisherman-pic-junk_note = trump · { $junk } each
fisherman-pic-asc_note = { $low } is strongest
fisherman-pic-desc_note = { $high } is strongest
fisherman-pic-current_trick = TRICK { $n }/{ $total }
fisherman-pic-last_trick = LAST TRICK · { $n }
fisherman-pic-face_down = { $n } face down
fisherman-pic-set_aside = { $n } set aside
fisherman-pic-dealer_title = DEALER · 大漁旗
fisherman-pic-dealer_drawn = drawn at random to deal first
fisherman-pic-dealer_moved = the dealer moves left each tournament
fisherman-pic-dealer_does = chooses the junk · leads the first trick
fisherman-pic-kept = kept
fisherman-pic-nothing_kept = nothing kept
fisherman-pic-points = points
fisherman-pic-no_catch = no catch yet
fisherman-pic-your_turn = Your turn
fisherman-pic-must_follow = Follow { $species }
fisherman-pic-any_card = Play any card
fisherman-pic-worth_note = Under the cards: points each would score if caught (rules chosen so far).
fisherman-pic-results_title = Tournament { $n } results
fisherman-pic-final_title = Final standings
fisherman-pic-winner = Winner
fisherman-pic-winners = Winners (tie)
fisherman-pic-total = Total
fisherman-pic-player = Player { $n }
fisherman-pic-turn_of = { $name }’s turn
fisherman-pic-choose = Choose the { $rule }
fisherman-pic-choose_on_board = Choose the { $rule } with the board’s buttons
fisherman-pic-trick_done = TRICK { $n }/{ $total } · TAKEN
fisherman-pic-aside_mark = set aside
fisherman-pic-kept_count =
    { $n ->
        [one] { $n } card kept: { $points }
       *[other] { $n } cards kept: { $points }
    }
fisherman-pic-your_catch = Your catch
fisherman-pic-caught_nothing = Caught nothing
fisherman-pic-catches = Catches
fisherman-pic-col_player = Player
fisherman-pic-col_points = Points
fisherman-pic-col_shield = Shield
fisherman-pic-shield_cell = { $kind } +{ $points }
fisherman-pic-gold_to = Gold shield: { $names }
fisherman-pic-legend_dealer = dealer
fisherman-pic-legend_turn = to act
fisherman-pic-legend_winning = takes the trick
fisherman-pic-legend_back = set aside face down
fisherman-pic-legend_shield = { $kind } shield: { $points }
fisherman-pic-legend_hand = cards in hand
fisherman-pic-legend_lead = leads the trick
fisherman-kept_points =
    { $count ->
        [one] { $cards } ({ $points } point)
       *[other] { $cards } ({ $points } points)
    }
fisherman-results-entry =
    { $count ->
        [one] { $rank }. **{ $player }** — { $points } point → { $shield }
       *[other] { $rank }. **{ $player }** — { $points } points → { $shield }
    }
fisherman-hand-catch =
    { $count ->
        [one] Your catch: { $cards } — { $points } point this tournament.
       *[other] Your catch: { $cards } — { $points } points this tournament.
    }
fisherman-hand-no_catch = Your catch: nothing yet.
fisherman-pic-col_shield_points = Victory points
fisherman-pic-legend_dim = can’t be played now

# How moves read in the history and replays (cogs/fisherman/history.py)
history-fisherman-trick = 🐟 **{ $player }** wins trick { $trick } with { $card } and keeps { $kept }.
history-fisherman-played = 🎴 **{ $player }** plays { $card }.
history-fisherman-play = 🎴 **{ $player }** plays { $card }.
history-fisherman-tournament_end = 🚩 Tournament { $tournament } is over: best catch { $players }.
history-fisherman-target = 🎯 **{ $player }** chooses the target: { $species }.
history-fisherman-junk = 🗑️ **{ $player }** chooses the junk: { $species }.
history-fisherman-order = ⚖️ **{ $player }** chooses the order.
history-fisherman-size = 📏 **{ $player }** chooses the size.

## Pictures round 2 (fisherman)
fisherman-pic-winner_named =
    { $count ->
        [one] Winner: { $names }
       *[other] Winners: { $names }
    }
fisherman-pic-legend_tournaments = Tournament { $first }, { $second }, …: victory points won in each
fisherman-pic-legend_total = Total: victory points so far

## Computer levels: hints (what Normal would play, and why)
fisherman-hint-target = 🎯 { -fisherman-target } { $species_term }: you have { $count ->
        [one] one { $species_term }
       *[other] { $count } { $species_term }
    } in hand, so you can catch them yourself.
fisherman-hint-order = ⚖️ { $order ->
        [asc] Ascending
       *[desc] Descending
    }: { $count ->
        [one] one of your cards is
       *[other] { $count } of your cards are
    } { -fisherman-size } { $low }–{ $high }, which this { -fisherman-order } makes strong.
fisherman-hint-size = 📏 Sizes { $low }–{ $high }: you have { $count ->
        [one] one card
       *[other] { $count } cards
    } of these sizes in hand.
fisherman-hint-junk = 🗑️ { -fisherman-junk } { $species_term }: { $count ->
        [0] you have none, so its minus points land on the others
        [one] you have one to trump with
       *[other] you have { $count } to trump with
    }.
fisherman-hint-play = 🎣 { $plan ->
        [lead] Lead
       *[other] Play
    } { $species_term } { $size }: { $plan ->
        [win] it wins the { -fisherman-trick } as it stands, with { $points ->
            [one] { $points } point
           *[other] { $points } points
        } in it
        [lose] it lets this { -fisherman-trick } go, with { $points ->
            [one] { $points } point
           *[other] { $points } points
        } in it
       *[lead] whoever catches it gets { $points ->
            [one] { $points } point
           *[other] { $points } points
        }
    }.
