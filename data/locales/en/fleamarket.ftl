# fleamarket: converted from fleamarket.json

game-fleamarket-name = Flea Market: Price War

phase-cut = Price cut

phase-display = Display

phase-settle = Settlement

phase-restock = Restock

fleamarket-colour-red = Red
fleamarket-colour-yellow = Yellow
fleamarket-colour-blue = Blue
fleamarket-colour-green = Green
fleamarket-colour-brown = Brown
fleamarket-colour-purple = Purple

fleamarket-card = { $colour } { $value }

fleamarket-status-round = **Round { $round }** · start player: **{ $start }**
fleamarket-status-cut = 🏷️ Price cut: **{ $player }** may lower this round's total (private panel: DM or **My hand**).
fleamarket-status-display = 🛒 Display: **{ $player }** plays cards of one value or passes.
fleamarket-status-settle = 📊 Settlement: waiting for { $waiting } (maintenance discards, ties, sales).
fleamarket-status-restock = 📦 Restock: **{ $player }** draws or adds a stall.

fleamarket-event-played = 🛒 **{ $player }** displays { $cards }.
fleamarket-event-price_war = 💥 **Price war!** { $colours } reached { $threshold } on the stalls: all { $count } of them are discarded.
fleamarket-event-passed = ✋ **{ $player }** passes for the rest of the round.
fleamarket-event-forced_pass = ✋ **{ $player }** has to pass (no card in hand or no empty stall).
fleamarket-event-all_colours = 🌈 All six colours are showing: the display ends at once.
fleamarket-event-cut = 🏷️ **{ $player }** cuts prices by { $amount } (¥{ $cost }).
fleamarket-event-cut_paid = 🏷️ **{ $player }** cuts prices by { $amount } for ¥{ $cost }, paying { $cards }{ $change }.
fleamarket-event-no_cut = 🏷️ **{ $player }** makes no price cut.
fleamarket-event-draw = 📦 **{ $player }** draws { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } ({ -fleamarket-restock }).
fleamarket-event-stall = 🏪 **{ $player }** adds a stall.
fleamarket-event-nothing = 📦 No card is left for **{ $player }** to restock.
fleamarket-event-extra = 📦 **{ $player }** buys an extra card for ¥{ $cost }.
fleamarket-event-extra_paid = 📦 **{ $player }** buys an extra card for ¥{ $cost }, paying { $cards }{ $change }.
fleamarket-event-reshuffle = 🔀 The discards are shuffled into a new draw pile ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).
fleamarket-event-tie = ⚖️ All tied: **{ $player }** takes the { $take } spot.
fleamarket-event-round = 🔔 **Round { $round }** begins: **{ $player }** is the start player.

fleamarket-take-highest = highest (money)
fleamarket-take-lowest = lowest (popularity)

fleamarket-settlement-title = 📊 **Settlement — round { $round }**
fleamarket-settlement-highest = 💰 **{ $player }** was highest ({ $total }) and took { $cards } as money (¥{ $money }).
fleamarket-settlement-lowest = ⭐ **{ $player }** was lowest and took popularity.
fleamarket-settlement-sale_money = 🏷️ **{ $player }** ({ $total }) ran a sale and kept { $cards } as money (¥{ $money }).
fleamarket-settlement-sale_popularity = 🏷️ **{ $player }** ran a sale and kept one card as popularity.
fleamarket-settlement-none = 🗑️ **{ $player }** ({ $total }) got nothing: the goods are discarded.
fleamarket-settlement-skip = 💤 **{ $player }** had no goods and skipped the settlement.
fleamarket-settlement-tie = ⚖️ Everyone with goods tied; **{ $player }** chose to be { $take }.
fleamarket-settlement-maintenance = (maintenance: { $count } discarded)
fleamarket-board_closed = 🛒 Board closed: the current board is below.

fleamarket-final-line = { $rank }. **{ $player }** — { $popularity } popularity · ¥{ $money }
fleamarket-final-exhausted = The market ran out of cards.

fleamarket-me-popularity = ⭐ Your popularity: **{ $popularity }** in { $cards } (everyone sees the count, only you the total)
fleamarket-me-waiting = Waiting for { $waiting }.
fleamarket-me-cut = **Price cut — round { $round }.** Lower this round's total: the 1st point costs ¥1, the 2nd ¥2, the 3rd ¥3… You pay with your money cards (¥{ $money }) and get no change; they lie sideways in front of your stalls and are discarded after the settlement.
fleamarket-me-display = **Your display turn.** Play any number of cards of **one value** into your { $empty ->
        [one] { $empty } empty stall
       *[other] { $empty } empty stalls
    }, or pass for the rest of the round. A colour showing { $threshold } times is discarded everywhere (price war).
fleamarket-me-selection = **Playing { $value }s** ({ $chosen } of up to { $empty }): { $cards }. Add another card of this value, play them, or go back.
fleamarket-me-selection_empty = **Playing { $value }s:** choose the cards (up to { $empty }).
fleamarket-me-discard = **Maintenance.** Your stalls have empty spaces: discard { $owed ->
        [one] { $owed } more card
       *[other] { $owed } more cards
    } from your hand.
fleamarket-me-tie = **All tied at { $total }.** You are nearest the start player, so you choose: be the highest (your cards become money) or the lowest (they become popularity).
fleamarket-me-tie_other = { $player } takes the other spot.
fleamarket-me-sale = **Sale!** A 5 on your stalls lets you keep the card with the lowest button ({ $lowest }): as money or as popularity.
fleamarket-me-restock = **Restock.** { $count ->
        [one] Draw { $count } card
       *[other] Draw { $count } cards
    }, one per stall, or add a stall (the top card, face down).
fleamarket-me-extra = **Extra draws.** Buy one more card for ¥{ $cost }: you would pay { $cards }{ $change }. You have ¥{ $money }. Or finish your restock.
fleamarket-me-over = The game is over.

fleamarket-control-cut_placeholder = Price cut…
fleamarket-control-no_cut = No price cut
fleamarket-control-cut = Cut { $amount } · ¥{ $cost }
fleamarket-control-value = Play { $value }s
fleamarket-control-pass = Pass (turn a stall sideways)
fleamarket-control-add = Add { $card }
fleamarket-control-play = { $count ->
        [one] Play { $count } card
       *[other] Play { $count } cards
    }
fleamarket-control-back = Back
fleamarket-control-discard_placeholder = Discard a card ({ $owed } left)…
fleamarket-control-discard_placeholder_more = Discard a card ({ $owed } left): more cards…
fleamarket-control-in_hand = { $count } in hand
fleamarket-control-highest = Be highest (money)
fleamarket-control-lowest = Be lowest (popularity)
fleamarket-control-sale_money = Keep { $card } as ¥{ $amount }
fleamarket-control-sale_popularity = Keep { $card } as { $amount } popularity
fleamarket-control-draw = { $count ->
        [one] Draw { $count } card
       *[other] Draw { $count } cards
    }
fleamarket-control-stall = Add a stall
fleamarket-control-extra = Buy 1 more card · ¥{ $cost }
fleamarket-control-done = Done

fleamarket-unknown_action = That is not a Flea Market action.

fleamarket-wrong_phase = That cannot be done now: the game is in the { $phase } phase.

fleamarket-cannot_afford = That costs ¥{ $cost } but you have ¥{ $money }.

fleamarket-no_value = You hold no card of value { $value }.

fleamarket-finish_selection = You are choosing { $value }s to play: play them or go back first.

fleamarket-choose_value = First choose the value you want to play.

fleamarket-not_in_hand = You cannot use { $card } for that.

fleamarket-stalls_full = You have only { $stalls ->
        [one] { $stalls } empty stall
       *[other] { $stalls } empty stalls
    } for this play.

fleamarket-nothing_selected = Choose at least one card before playing.

fleamarket-discard_first = First discard { $owed ->
        [one] { $owed } more card
       *[other] { $owed } more cards
    } for maintenance.

fleamarket-not_your_choice = That choice is not yours to make.

fleamarket-restock_first = First draw your cards or add a stall.

fleamarket-event-start = 🎲 **{ $player }** was drawn at random as the start player.

fleamarket-no_change = { " " }(worth ¥{ $paid }: no change)

fleamarket-settlement-cut_discarded = Price-cut cards discarded: { $cards }.

fleamarket-face_down_cards = { $n ->
        [one] { $n } face-down card
       *[other] { $n } face-down cards
    }

fleamarket-me-money = 💰 Your money: **¥{ $money }** in face-up cards: { $cards }
fleamarket-me-no_money = 💰 No money cards yet.

fleamarket-control-pays = Pays { $cards }{ $change }
fleamarket-control-pays_many = Pays { $n ->
        [one] { $n } money card
       *[other] { $n } money cards
    } worth ¥{ $paid }

fleamarket-rules-page = { $name } — { $page }
fleamarket-rules-round-title = Price cut and display
fleamarket-rules-settle-title = Settlement
fleamarket-rules-restock-title = Restock, paying, end
fleamarket-rules-summary = 3–4 shopkeepers sell second-hand goods. Sell high for money, or run the cheapest stall to gather popularity: after the first settlement in which someone has { $target } popularity or more, the most popular shopkeeper wins.
fleamarket-rules-decks = { $players } players: { $decks } decks
fleamarket-rules-components =
    { "*" }*Components**
    { $decks }, shuffled together. Each deck has { $cards } cards: { $colours } colours ({ $names } { $squares }) × values { $low }–{ $high }, one card of each. Buttons by value:
fleamarket-rules-button_row = • **{ $values }**: { $money }, { $popularity }{ $sale }
fleamarket-rules-money_buttons = { $n ->
        [one] { $n } money button
       *[other] { $n } money buttons
    }
fleamarket-rules-popularity_buttons = { $n ->
        [one] { $n } popularity button
       *[other] { $n } popularity buttons
    }
fleamarket-rules-sale_mark = , sale mark
fleamarket-rules-buttons_note = The value counts at the settlement. The money buttons count while the card is money, the popularity buttons while it is popularity. The sale mark on every { $sale } lets its stall run a sale.
fleamarket-rules-setup =
    { "*" }*Setup**
    Shuffle. Each player gets { $stalls } face-down stalls (unseen cards that only count as stalls) and { $hand } hand cards; the rest is the draw pile. The start player is drawn at random and announced on the first board.
fleamarket-rules-piles =
    { "*" }*Money and popularity**
    Cards taken as money lie face up: everyone sees them, and each is worth its money buttons. Cards taken as popularity lie face down: everyone sees how many you have, only you know what they are worth (until the end).
fleamarket-rules-round =
    { "*" }*A round**
    1. Price cut (not in round 1) → 2. Display → 3. Settlement → 4. Restock. The price cut, the display and the restock go clockwise from the start player; the settlement is everyone at once.
fleamarket-rules-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
fleamarket-rules-cut =
    { "*" }*1. Price cut** (from round 2)
    From the start player clockwise, each player with money may lower this round's total, the k-th point costing ¥k: { $costs }. Pay with money cards (see “Paying”, last page); they lie sideways in front of your stalls to show your price cut, and go to the discards after the settlement.
fleamarket-rules-threshold = { $players } with { $players } players
fleamarket-rules-display =
    { "*" }*2. Display**
    In turn, play any number of cards of **one value** (colours may differ) from your hand onto your empty stalls, one card per stall.
    • **Price war:** after a play, every colour showing on all the stalls together as many times as there are players ({ $thresholds }) is discarded everywhere; those stalls are free again.
    • **Passing:** if you will not or cannot play (no hand card or no empty stall), you pass: turn your first stall sideways to show it; you are out of this display. The others go on in turn; the last one left plays turn after turn.
    • The display ends when everyone has passed, or at once when the stalls show all { $colours } colours (a price war is checked first).
fleamarket-rules-settle =
    { "*" }*3. Settlement** (everyone at once)
    • **Maintenance:** discard one hand card of your choice per empty stall (your whole hand if it is shorter).
    • **Total:** the values on your stalls minus your price cut.
    • **Highest** total: takes all their stall cards as **money** (face up).
    • **Lowest** total: takes all their stall cards as **popularity** (face down).
    • **Sale:** anyone else with a { $sale } on their stalls keeps one card carrying the lowest single button there, as money or popularity, whichever is lower on that card (their choice if equal), and discards the rest.
    • Everyone else discards their stall cards. A player with no card on their stalls skips the settlement: no maintenance, and never the lowest.
    • **Ties:** the player nearer the start player (clockwise, the start player first) wins, for highest and for lowest alike. If everyone with cards ties, the start player chooses highest or lowest (if they have no cards, the first player with cards after them does) and the next one clockwise takes the other.
    • Then the price-cut cards go to the discards. If anyone now has { $target } popularity or more, the game ends.
fleamarket-rules-restock =
    { "*" }*4. Restock** (from the start player, clockwise)
    • Draw one card per stall you have, **or** add a stall: the top card of the draw pile, face down.
    • Then buy as many **extra** draws as you like and can pay, one card at a time: { $extras }… (the n-th costs ¥n).
    • When the draw pile runs out, the discards are shuffled into a new one (reshuffle).
    • **End of the round:** stalls turned sideways are turned back; the highest player of the settlement becomes the start player; if there was none, the lowest player does; if neither, the start player stays.
fleamarket-rules-pay =
    { "*" }*Paying with money cards**
    There are no coins: money is the face-up cards you took. To pay ¥N (a price cut, an extra draw) you give cards worth at least N: the combination with the smallest overpayment, then the fewest cards, then the lowest cards. No change is given, and you can only buy what your money cards cover. An extra draw's cards go to the discards at once (a reshuffle can bring them back); a price cut's cards after the settlement.
fleamarket-rules-pay_example = Example: holding { $pile } ({ $worths }), you pay ¥{ $first } with { $first_cards } and ¥{ $second } with { $second_cards }. Holding only { $big }, paying ¥1 gives the whole card (¥{ $big_worth }): no change.
fleamarket-rules-end =
    { "*" }*End**
    The game ends after a settlement in which anyone has { $target } popularity or more; popularity is revealed. Most popularity wins; a tie goes to the most money; still tied, a shared win. (Safety net: if no card is left to play, with every hand, the draw pile and the discards empty, the game also ends after that round, ranked the same way.)

# Words drawn in the pictures (rendering/fleamarket.py)
fleamarket-pic-round = Round { $round }
fleamarket-pic-phase-cut = Price cut
fleamarket-pic-phase-display = Display
fleamarket-pic-phase-settle = Settlement
fleamarket-pic-phase-restock = Restock
fleamarket-pic-phase-over = Game over
fleamarket-pic-settle-waiting = waiting for { $names }
fleamarket-pic-settle-resolving = resolving
fleamarket-pic-start = start: { $name }
fleamarket-pic-start_random = start player drawn at random: { $name }
fleamarket-pic-colours = COLOURS SHOWING  { $showing }/6 — all six end the display
fleamarket-pic-war = price war at { $n }
fleamarket-pic-cut = cut −{ $n }
fleamarket-pic-total = Σ { $total }
fleamarket-pic-passed = PASSED
fleamarket-pic-playing = TO PLAY
fleamarket-pic-cutting = CUTTING
fleamarket-pic-restocking = RESTOCK
fleamarket-pic-discarding = DISCARDS { $n }
fleamarket-pic-choosing = CHOOSING
fleamarket-pic-player = Player { $n }
fleamarket-pic-cut_discarded = price-cut cards discarded
fleamarket-pic-popularity = Popularity { $n } in { $k ->
        [one] { $k } card
       *[other] { $k } cards
    } · only you see the total
fleamarket-pic-table = THE OTHER SHOPS
fleamarket-pic-hand_empty = No cards in hand
fleamarket-pic-selecting = Playing { $value }s: { $n } selected
fleamarket-pic-your_stalls = YOUR STALLS
fleamarket-pic-hand_label = HAND  { $n }
fleamarket-pic-settlement_title = Settlement — round { $round }
fleamarket-pic-role-highest = HIGHEST
fleamarket-pic-role-lowest = LOWEST
fleamarket-pic-role-sale = SALE
fleamarket-pic-role-none = NOTHING
fleamarket-pic-role-skip = NO CARDS
fleamarket-pic-took-money = took ¥{ $money }
fleamarket-pic-took-sale_money = kept one card: ¥{ $money }
fleamarket-pic-took-sale_popularity = kept one card as popularity
fleamarket-pic-took-none = cards discarded
fleamarket-pic-took-skip = skipped the settlement
fleamarket-pic-maintenance = maintenance: { $n } discarded
fleamarket-pic-tie = all tied: { $name } chose { $choice }
fleamarket-pic-choice-highest = highest
fleamarket-pic-choice-lowest = lowest
fleamarket-pic-reason-exhausted = the market ran out of cards
fleamarket-pic-popularity_col = Popularity
fleamarket-pic-money_col = Money
fleamarket-pic-banner-yours = Your turn
fleamarket-pic-banner-turn = { $name }’s turn
fleamarket-pic-do-cut = Cut this round’s total or not: the k-th point costs ¥k
fleamarket-pic-do-display = Play cards of one value onto empty stalls, or pass
fleamarket-pic-do-restock = Draw one card per stall, or add a stall
fleamarket-pic-do-extra = Buy another card, or finish the restock
fleamarket-pic-do-discard = Maintenance: discard { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
fleamarket-pic-do-tie = All tied: choose highest or lowest
fleamarket-pic-do-sale = Sale: keep one card as money or popularity
fleamarket-pic-piles = draw pile { $deck } · discards { $discard }
fleamarket-pic-legend-money = money if sold highest
fleamarket-pic-legend-popularity = popularity if lowest
fleamarket-pic-legend-sale = sale ({ $values })
fleamarket-pic-legend-empty = empty stall
fleamarket-pic-legend-total = stall total after the cut
fleamarket-pic-legend-hand = cards in hand
fleamarket-pic-legend-pile = popularity cards (face down)
fleamarket-pic-col-total = Σ stalls
fleamarket-pic-col-pile = ★ cards
fleamarket-pic-col-hand = Hand
fleamarket-pic-took-pop_cards = took { $n ->
        [one] { $n } card as popularity
       *[other] { $n } cards as popularity
    }
fleamarket-pic-won-money = { $name } takes ¥{ $money }
fleamarket-pic-won-popularity = { $name } takes { $n ->
        [one] { $n } card as popularity
       *[other] { $n } cards as popularity
    }
fleamarket-pic-won-nothing = No one sold anything
fleamarket-pic-wins = { $n ->
        [one] { $name } wins
       *[other] { $name } win
    }
fleamarket-pic-reason-reached = { $name } reached { $target } popularity
fleamarket-pic-in_n = { $value } in { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
fleamarket-pic-legend-cut = paid for the price cut
fleamarket-pic-legend-war = played now: price war
fleamarket-pic-legend-start = { -fleamarket-start-player }
fleamarket-pic-legend-kept = kept in a sale
fleamarket-pic-legend-discarded = discarded

# How moves read in the history and replays (cogs/fleamarket/history.py)
history-fleamarket-round = 🔔 Round { $round } begins: **{ $player }** is the start player.
history-fleamarket-price_war = 💥 Price war: { $colours } — { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } discarded.
history-fleamarket-settlement = 📊 Settlement of round { $round }.
history-fleamarket-event-cut = 🏷️ **{ $player }** cuts prices by { $amount } (¥{ $cost }).
history-fleamarket-event-no_cut = 🏷️ **{ $player }** makes no price cut.
history-fleamarket-event-extra = 📦 **{ $player }** buys an extra card for ¥{ $cost }.
history-fleamarket-take-money = money
history-fleamarket-take-popularity = popularity
history-fleamarket-value = 🛒 **{ $player }** picks the { $value }s to display.
history-fleamarket-card = 🛒 **{ $player }** adds { $card } to the display.
history-fleamarket-back = ↩️ **{ $player }** goes back.
history-fleamarket-play = 🛒 **{ $player }** displays the chosen cards.
history-fleamarket-pass = ✋ **{ $player }** passes.
history-fleamarket-discard = 🗑️ **{ $player }** discards { $card } for maintenance.
history-fleamarket-tie = ⚖️ **{ $player }** chooses to be { $take }.
history-fleamarket-sale = 🏷️ **{ $player }** keeps a sale card as { $take }.
history-fleamarket-cut = 🏷️ **{ $player }** cuts prices by { $amount }.
history-fleamarket-draw = 📦 **{ $player }** restocks.
history-fleamarket-stall = 🏪 **{ $player }** adds a stall.
history-fleamarket-extra = 📦 **{ $player }** buys an extra card.
history-fleamarket-done = 📦 **{ $player }** finishes restocking.

## Pictures round 2 (issue 24): complete decisions, the price war's trace, the final's total
fleamarket-pic-do-cut-short = Price cut: lower this round’s stall total, or not
fleamarket-pic-reason-total = { $name } reached { $total } popularity (goal { $target })
fleamarket-pic-no_stall_cards = no cards on the stalls
fleamarket-pic-your-money = Your money ¥{ $money }
fleamarket-pic-cut-row = cut { $n } = ¥{ $cost }
fleamarket-pic-cut-short = not enough money cards
fleamarket-pic-cut-effect = Σ −{ $n }
fleamarket-pic-cut-note = A cut lowers your stall total this round: the lowest total takes its cards as popularity. The cards that pay lie before your stalls and are discarded after the settlement; no change is given.
fleamarket-pic-sale-what = Sale: you keep one card; the rest of your stalls is discarded.
fleamarket-pic-sale-money = Keep as money: ¥{ $money }
fleamarket-pic-sale-popularity = Keep as popularity: ★{ $pop }
fleamarket-pic-sale-money-gives = face up in your money: pays price cuts and extra cards
fleamarket-pic-sale-popularity-gives = face down in your pile: counts toward { $target } popularity
fleamarket-pic-tie-what = Everyone with cards has Σ { $total }. Highest sells the stalls for money; lowest takes them as popularity.
fleamarket-pic-restock-what = Draw { $n ->
        [one] { $n } card (one per stall)
       *[other] { $n } cards (one per stall)
    }, or add a stall: { $m ->
        [one] { $m } stall
       *[other] { $m } stalls
    }, no card now.
fleamarket-pic-extra-pays = Another card: ¥{ $cost }, paid with
fleamarket-pic-tie-money = Same popularity: more money ranks higher.
fleamarket-pic-war-title = Price war: { $colours }
fleamarket-pic-war-detail = { $n } of a colour on the stalls: { $count ->
        [one] { $count } card cleared
       *[other] { $count } cards cleared
    }
fleamarket-pic-war-lost = { $n ->
        [one] { $n } card cleared
       *[other] { $n } cards cleared
    }

## hints (issue 25): what Normal would play and why
fleamarket-hint-value = Play your { $value }s ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }): your total becomes { $total }, with a { $chance }% chance to be lowest and take { $popularity } { -fleamarket-popularity }.
fleamarket-hint-card = Add { $colour_term } { $value }: your best play of { $value }s puts { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } on your stalls.
fleamarket-hint-play = Play them now: your best play of { $value }s is { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, and one more would not pay.
fleamarket-hint-pass = Pass: your stalls stay at { $total }, with a { $chance }% chance to be lowest; no play would do better.
fleamarket-hint-cut = Cut prices by { $amount } for ¥{ $cost }: { $rich ->
        [one] { $rich } card in your hand carries
       *[other] { $rich } cards in your hand carry
    } 2 or more popularity buttons, so being lowest pays.
fleamarket-hint-no_cut = No { -fleamarket-price-cut }: a cut pays when your hand holds { $need ->
        [one] { $need } card
       *[other] { $need } cards
    } with 2 or more popularity buttons, and it holds { $rich }.
fleamarket-hint-no_cut_waste = No { -fleamarket-price-cut }: your money cards (¥{ $money }) cannot pay for one without losing more than ¥{ $waste } (no change is given).
fleamarket-hint-discard = Discard { $colour_term } { $value }: { $popularity } { -fleamarket-popularity } for a value of { $value } makes it the least useful card in your hand.
fleamarket-hint-tie = Be { $take_term }: your stalls carry { $popularity } { -fleamarket-popularity } against ¥{ $money } as { -fleamarket-money }.
fleamarket-hint-sale_popularity = Keep it as { -fleamarket-popularity }: popularity wins the game (it ends at { $target }).
fleamarket-hint-sale_money = Keep it as { -fleamarket-money }: it pays for price cuts and extra cards.
fleamarket-hint-draw = Draw { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: with { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } in hand you need cards more than a new stall.
fleamarket-hint-stall = Add a stall: you already hold { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    }, so room to display more is worth more than cards.
fleamarket-hint-extra = Buy 1 more card for ¥{ $cost }: you hold only { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    }, and an extra card is still cheap.
fleamarket-hint-done = Finish the { -fleamarket-restock }: the next card would cost ¥{ $cost } and you hold { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    } already.
