# tsukiji: converted from tsukiji.json

game-tsukiji-name = Tsukiji

tsukiji-product-ebi = { -tsukiji-ebi } (Ebi)
tsukiji-product-hotategai = { -tsukiji-hotategai } (Hotategai)
tsukiji-product-sake = { -tsukiji-sake } (Sake)
tsukiji-product-tako = { -tsukiji-tako } (Tako)
tsukiji-product-fugu = { -tsukiji-fugu } (Fugu)
tsukiji-product-maguro = { -tsukiji-maguro } (Maguro)
tsukiji-product-takusan = { -tsukiji-takusan } (wild)
tsukiji-product-yakuza = { -tsukiji-yakuza }

tsukiji-ticket-normal = Ticket { $value }
tsukiji-ticket-special = Special { $value } (single use)
tsukiji-ticket-help-normal = Adds { $value }; comes back after the round
tsukiji-ticket-help-cancel = Cancels every { $cancels } on the lot; with no { $cancels } there, counts { $bonus }; single use
tsukiji-ticket-help-value = Counts { $value }; single use
tsukiji-ticket-help-multiply = Multiplies the other tickets on the lot by { $factor }; single use

tsukiji-status-round = **Round { $round }/{ $rounds }** · start player: **{ $start }**
tsukiji-status-evaluate = Evaluation: everyone puts one secret ticket on every lot, in any order (check your DMs or press **My hand**). Waiting for: { $waiting }
tsukiji-status-buy = Buying: **{ $player }**, buy one lot or pass (+¥{ $money }).
tsukiji-status-choose = **{ $player }** chooses { $what }.

tsukiji-pending-takusan = a row for the Takusan
tsukiji-pending-yakuza = a card for the Yakuza to take

tsukiji-buy = Buy lot { $lot } · ¥{ $price }

tsukiji-pass = Pass · +¥{ $money }

tsukiji-event-bought = 🛒 **{ $player }** bought lot { $lot } for ¥{ $price }.
tsukiji-event-passed = 💴 **{ $player }** passed and took ¥{ $money }.
tsukiji-event-takusan = 🌈 **{ $player }**'s Takusan joins the { $row } row.
tsukiji-event-takusan_lost = 🌈 **{ $player }** has no row for the Takusan, so it is discarded.
tsukiji-event-yakuza = 🕶️ The Yakuza takes one of **{ $player }**'s { $row } cards.
tsukiji-event-yakuza_nothing = 🕶️ The Yakuza finds nothing to take from **{ $player }**.

tsukiji-reveal = **Reveal — round { $round }.** The market moves: { $moves }

tsukiji-final-line = { $rank }. **{ $player }** — ¥{ $score }

tsukiji-rules-title = { $game } — { $page }
tsukiji-rules-summary = A game of the Tokyo fish market for { $low }–{ $high } players over { $rounds } rounds. You run a restaurant in old Tokyo. Each round you secretly rate every lot of seafood cards with a ticket: the totals set each lot's price and move the market. Then everyone buys one lot in turn. Buy cheap, push up the value of what you collect, and finish with the most money plus the value of your cards.
tsukiji-rules-components = Components
tsukiji-rules-components-cards-title = Cards
tsukiji-rules-components-cards =
    { $product_count } products. These have a marker on the price board: { $market_products }. The last, { $maguro }, has none: it scores as a set. **Takusan** 🌈 is wild; **Yakuza** 🕶️ costs you a card. The deck depends on the player count and is used up exactly:
    { $deck_lines }
tsukiji-rules-deck_line = **{ $players } players** · { $total } cards: { $each } of each product, { $takusan } Takusan, { $yakuza } Yakuza
tsukiji-rules-components-tiles-title = Price tiles
tsukiji-rules-components-tiles =
    Each round every lot gets one price tile. It shows a price (what the lot costs) and, top right, a price change (how many spaces it moves the marker of each product card in that lot). The most expensive tile has the alarm clock ⏰. This round's tiles lie open beside the board from the start of the round (on the board picture and in your DM), each as price and change:
    { $tile_lines }
tsukiji-rules-tile_line = **{ $players } players**: { $tiles }
tsukiji-rules-components-tickets-title = Evaluation tickets
tsukiji-rules-components-tickets =
    Everyone has all { $count } { -tsukiji-ticket }s of their colour at every player count. The normal tickets { $normals } come back after every round. The specials are used once, then discarded:
    { $special_lines }
tsukiji-rules-ticket-cancel = • **{ $ticket }** — every normal **{ $cancels }** on its lot counts nothing; if the lot has no normal { $cancels }, the { $ticket } counts +{ $bonus }.
tsukiji-rules-ticket-value = • **{ $ticket }** — counts { $value }, like a normal ticket.
tsukiji-rules-ticket-multiply = • **{ $ticket }** — multiplies the sum of the lot's other tickets by { $factor }.
tsukiji-rules-components-maguro-title = { -tsukiji-maguro } set values
tsukiji-rules-components-maguro =
    A { -tsukiji-maguro } row scores as one set, by its size (Takusans in it count), not per card:
    { $maguro_line }
    …and so on: { $maguro_more }.
tsukiji-rules-components-money-title = Money
tsukiji-rules-components-money = The bank never runs out and gives change. The start player begins with ¥{ $start }, each next seat clockwise with ¥{ $step } more. Passing in the buying phase pays ¥{ $pass_money }.
tsukiji-rules-round = Setup and a round
tsukiji-rules-round-setup-title = Setup
tsukiji-rules-round-setup = The { $markers } product markers start on spaces { $first_space }–{ $last_start } of the price board ({ $min_space }–{ $max_space }), one per space, in random order. The start player is drawn at random; the first board names them.
tsukiji-rules-round-offer-title = A. Offer
tsukiji-rules-round-offer = Each round shows one lot more than there are players ({ $lot_lines }), { $per_lot } cards each, face up, labelled A, B, C… from the left.
tsukiji-rules-round-evaluate-title = B. Evaluation (secret)
tsukiji-rules-round-evaluate = Everyone puts exactly one { -tsukiji-ticket } on every lot, at the same time and in secret, in any order. Your DM has a menu per empty lot, and a red button per lot that takes its ticket back (or all of them) so you can put another. Nothing is final until you press **Confirm tickets**; nobody sees a ticket before everyone has confirmed. Tip: a low ticket helps make a lot you want cheap; a high one makes a lot expensive and pushes up the products in it.
tsukiji-rules-round-pricing-title = C. Pricing
tsukiji-rules-round-pricing = The tickets are revealed. First each **{ $cancel }** is resolved (see Evaluation tickets), then the tickets of a lot are added, then each **{ $double }** multiplies the sum of the other tickets by { $factor }; with several { $double } on a lot each one multiplies again, and a lot holding only { $double } tickets totals zero. Totals may be negative. The highest total gets the most expensive tile (with the alarm clock), the next total the next tile, and so on; on equal totals the lot further left gets the higher tile.
tsukiji-rules-round-market-title = C. The market moves
tsukiji-rules-round-market = Then, product by product in this order: { $movement }. Each product's marker moves by the price changes of the tiles beside every card of that product on the table (each copy counts, and unsold lots count too: this happens before buying), never below { $min_space } or above { $max_space }. { $maguro }, Takusan and Yakuza move nothing. Markers on one space form a stack: a marker that lands on a new space goes on top and ranks higher; a marker whose space does not change (a total of zero, or stopped at { $min_space } or { $max_space }) keeps its place in its stack.
tsukiji-rules-buy = Buying
tsukiji-rules-buy-order-title = D. Buying
tsukiji-rules-buy-order = From the start player clockwise, each player either buys one unsold lot, paying the price on its tile, or passes and takes ¥{ $pass_money }. You cannot buy a lot you cannot afford (its button is greyed out); you can always pass. The buttons on the board say what the { -tsukiji-maguro } of a lot would add to your set.
tsukiji-rules-buy-place-title = Placing your cards
tsukiji-rules-buy-place = Bought cards are placed at once, one row per product: a product you already have joins its row, a new one opens a row. Then each **Takusan** joins one of your rows of your choice (the cards just bought count, and it may join { -tsukiji-maguro }); with no row at all it is discarded. The board suggests the choice worth most at the current market.
tsukiji-rules-buy-yakuza-title = Yakuza
tsukiji-rules-buy-yakuza = After the Takusans, each **Yakuza** is discarded together with one placed card of your choice, a Takusan included: the buttons name the card (e.g. a { -tsukiji-maguro } card, or the Takusan in the { -tsukiji-maguro } row). With nothing to take, only the Yakuza goes. The Yakuza you buy are counted (for the variant). Placed cards never move again.
tsukiji-rules-buy-end-title = End of the round
tsukiji-rules-buy-end = All unsold lots are discarded: at least one each round, more when players passed. Whoever bought the alarm clock ⏰ lot becomes start player; if nobody bought it, the start player stays. After round { $rounds } the game ends.
tsukiji-rules-end = Scoring
tsukiji-rules-end-rank-title = Market ranking
tsukiji-rules-end-rank = The { $markers } markers are ranked by their space on the price board, highest first; on a shared space the marker higher in the stack ranks higher. Each card of a product is then worth: { $rank_line }.
tsukiji-rules-end-score-title = Your score
tsukiji-rules-end-score = Your cards at their rank value, plus your { -tsukiji-maguro } set by the table (e.g. { $maguro_example }), plus your money, plus the variant's bonuses when it is on. The highest score wins; on a tie, the most unused special tickets wins; still tied, it is a shared win.
tsukiji-rules-end-variant-title = Variant: bonus scores
tsukiji-rules-end-variant =
    Optional, chosen with `/{ cmd-play-name } { cmd-option-variant }:True`; the lobby and the board say when it is on, and the computer players play it.
    { $bonus_lines }
    Players tied for a bonus all get it.
tsukiji-rules-bonus-versatile = • **+{ $points }** Versatile Restaurant — at least { $min_each } cards of every product (all { $product_count }, { -tsukiji-maguro } included).
tsukiji-rules-bonus-specialist = • **+{ $points }** Specialised Restaurant — at least { $min_one } cards of one product.
tsukiji-rules-bonus-popular = • **+{ $points }** Popular Restaurant — the most cards of the lowest-ranked product (at least { $min_cards }).
tsukiji-rules-bonus-safe = • **+{ $points }** “Safe” Restaurant — the most Yakuza taken (at least { $min_yakuza }).
tsukiji-rules-lots_line = { $lots } lots at { $players } players
tsukiji-rules-rank_value = #{ $rank } ¥{ $value }
tsukiji-rules-maguro_value = { $n }→¥{ $value }

tsukiji-unknown_action = That is not a Tsukiji action.

tsukiji-wrong_phase = That cannot be done now: the game is in the { $phase } phase.

tsukiji-unknown_ticket = There is no ticket called { $ticket }.

tsukiji-ticket_used = Ticket { $ticket } is already on lot { $lot }: take it back from there first.

tsukiji-lot_has_ticket = Lot { $lot } already has your ticket { $ticket }: take it back first.

tsukiji-lot_has_no_ticket = Lot { $lot } has no ticket of yours to take back.

tsukiji-special_spent = Your special ticket { $ticket } has already been used.

tsukiji-draft_empty = You have not placed any ticket yet.

tsukiji-draft_incomplete = Put a ticket on every lot before confirming ({ $placed } of { $lots }).

tsukiji-no_such_lot = There is no lot { $lot }.

tsukiji-lot_sold = Lot { $lot } is already sold.

tsukiji-cannot_afford = You cannot afford that lot: it costs ¥{ $price } and you have ¥{ $money }.

tsukiji-choose_row = First choose where your { $kind } goes: { $options }.

tsukiji-invalid_row = { $row } is not one of your choices: { $options }.

tsukiji-nothing_to_place = You have no Takusan or Yakuza waiting to be placed.

tsukiji-status-variant = ✨ variant bonuses on
tsukiji-status-start_drawn = 🎲 **{ $start }** was drawn at random as start player: ¥{ $money } for them, ¥{ $step } more for each next seat clockwise.
tsukiji-status-tiles = ⏰ Price tiles, highest total first: { $tiles }
tsukiji-status-maguro = 🍣 { -tsukiji-maguro } sets: { $table }
tsukiji-status-bonuses = ✨ Variant bonuses: { $bonuses }

tsukiji-bonus-versatile = +{ $points } at least { $min_each } cards of every product
tsukiji-bonus-specialist = +{ $points } at least { $min_one } cards of one product
tsukiji-bonus-popular = +{ $points } most cards of the lowest-ranked product (now { $product })
tsukiji-bonus-safe = +{ $points } most Yakuza taken

tsukiji-choice-takusan = Takusan → { $row }
tsukiji-choice-yakuza_card = Yakuza takes a { $row } card
tsukiji-choice-yakuza_takusan = Yakuza takes the Takusan from the { $row } row

tsukiji-buy_maguro = Buy lot { $lot } · ¥{ $price } · 🍣 +¥{ $maguro }

tsukiji-event-yakuza_takusan = 🕶️ The Yakuza takes the Takusan from **{ $player }**'s { $row } row.

tsukiji-draft-item = lot { $lot }: { $ticket }
tsukiji-draft-empty = —
tsukiji-draft-choose = Lot { $lot }: choose a ticket…
tsukiji-draft-take = Take back { $lot } ({ $ticket })
tsukiji-draft-reset = Take all back
tsukiji-draft-confirm = Confirm tickets
tsukiji-draft-next = **Round { $round }** — put one secret ticket on every lot, in any order; until you confirm you may take any of them back and put another. Nobody sees them before everyone has confirmed.
tsukiji-draft-ready = **Round { $round }** — every lot has a ticket: confirm to lock them in, or take one back to change it.
tsukiji-draft-mine = Your tickets: { $summary }
tsukiji-draft-confirmed = **Round { $round }** — your tickets are locked in: { $summary }. Waiting for the others.

# Words drawn in the pictures (rendering/tsukiji.py)
tsukiji-pic-round = Round { $round }/{ $rounds }
tsukiji-pic-confirmed_count = { $done }/{ $total } confirmed
tsukiji-pic-over = Game over
tsukiji-pic-deck = deck
tsukiji-pic-start = start
tsukiji-pic-start_random = start (drawn at random)
tsukiji-pic-total = Σ { $total }
tsukiji-pic-sold_to = SOLD
tsukiji-pic-passed_over = UNSOLD
tsukiji-pic-discarded = discarded
tsukiji-pic-market = MARKET
tsukiji-pic-ranking = VALUE PER CARD
tsukiji-pic-ready = ready
tsukiji-pic-choosing = choosing…
tsukiji-pic-your_turn = to buy
tsukiji-pic-bought = bought { $label }
tsukiji-pic-passed = passed
tsukiji-pic-no_cards = no cards yet
tsukiji-pic-takusan_in = Takusan · { $row }
tsukiji-pic-hand_placed = { $placed }/{ $lots } lots have a ticket
tsukiji-pic-hand_full = All lots covered — confirm or change
tsukiji-pic-available = TICKETS (each once per round; gold ones are single-use)
tsukiji-pic-tiles_label = PRICE TILES
tsukiji-pic-tiles_sub = highest total first
tsukiji-pic-maguro_label = TUNA SETS
tsukiji-pic-maguro_sub = one set, by size
tsukiji-pic-maguro_you = you: { $n }
tsukiji-pic-variant_label = VARIANT ON
tsukiji-pic-variant_sub = bonus scores
tsukiji-pic-bonus_versatile = { $n }+ of each product
tsukiji-pic-bonus_specialist = { $n }+ of one product
tsukiji-pic-bonus_popular = most { $product }
tsukiji-pic-bonus_safe = most Yakuza
tsukiji-pic-reveal_title = Reveal — round { $round }
tsukiji-pic-moves = MARKET MOVES
tsukiji-pic-no_moves = no market movement
tsukiji-pic-money_col = Money
tsukiji-pic-bonus_col = Bonus
tsukiji-pic-total_col = Total
tsukiji-pic-player = Player { $n }
tsukiji-pic-product-ebi = { -tsukiji-ebi }
tsukiji-pic-product-hotategai = { -tsukiji-hotategai }
tsukiji-pic-product-sake = { -tsukiji-sake }
tsukiji-pic-product-tako = { -tsukiji-tako }
tsukiji-pic-product-fugu = { -tsukiji-fugu }
tsukiji-pic-product-maguro = { -tsukiji-maguro }
tsukiji-pic-product-takusan = { -tsukiji-takusan }
tsukiji-pic-product-yakuza = { -tsukiji-yakuza }
tsukiji-pic-turn-evaluate = Everyone chooses tickets
tsukiji-pic-turn-evaluate_detail = A secret ticket on every { -tsukiji-lot } · { $done }/{ $total } confirmed
tsukiji-pic-turn-player = { $name }’s turn
tsukiji-pic-turn-buy_detail = Buy one { -tsukiji-lot }, or pass and take ¥{ $money }
tsukiji-pic-turn-takusan_detail = Choose a row for the { -tsukiji-takusan } from { -tsukiji-lot } { $label }
tsukiji-pic-turn-yakuza_detail = Choose the card the { -tsukiji-yakuza } takes ({ -tsukiji-lot } { $label })
tsukiji-pic-turn-mine = Your turn
tsukiji-pic-turn-locked = Your tickets are locked in
tsukiji-pic-won = { $tie ->
        [yes] Winners (tie): { $names }
       *[no] Winner: { $names }
    }
tsukiji-pic-wild = wild: joins one of your rows
tsukiji-pic-takes_card = takes one of your cards away
tsukiji-pic-track = bar: the product's position on the price board (1–{ $max })
tsukiji-pic-legend-total = sum of the tickets on a { -tsukiji-lot }
tsukiji-pic-legend-alarm = its buyer becomes { -tsukiji-start-player }
tsukiji-pic-legend-change = price change per card of the { -tsukiji-lot }
tsukiji-pic-legend-takusan = { -tsukiji-takusan } cards in the row
tsukiji-pic-legend-yakuza = { -tsukiji-yakuza } cards bought
tsukiji-pic-legend-special = gold: single-use ticket
tsukiji-pic-legend-cancelled = cancelled by { $ticket }
tsukiji-pic-legend-per_card = value per card at the end
tsukiji-pic-ticket-cancel = cancels every { $cancels } on its { -tsukiji-lot }; if none, counts +{ $bonus }
tsukiji-pic-ticket-value = counts { $value }
tsukiji-pic-ticket-multiply = multiplies the other tickets by { $factor }
tsukiji-pic-place_col = Place
tsukiji-pic-player_col = Player
# Shown by the shared commands (/game status, the lobby's options)
phase-evaluate = Evaluation (secret tickets)

phase-buy = Buying

option-tsukiji-variant = Variant: the four bonus scores are on

# How moves read in the history and replays (cogs/tsukiji/history.py)
history-tsukiji-round = 🔔 Round { $round } begins: **{ $player }** is the start player.
history-tsukiji-ticket = 🎫 **{ $player }** puts the { $ticket } ticket on lot { $lot }.
history-tsukiji-take = ↩️ **{ $player }** takes back the ticket on lot { $lot }.
history-tsukiji-reset = ↩️ **{ $player }** takes their tickets back.
history-tsukiji-confirm = ✅ **{ $player }** confirms their tickets.
history-tsukiji-confirmed = ✅ **{ $player }** confirms their tickets.
history-tsukiji-reveal = 🎫 Round { $round }: the tickets are revealed and the lots priced.
history-tsukiji-buy = 🛒 **{ $player }** buys a lot.
history-tsukiji-pass = 💴 **{ $player }** passes.
history-tsukiji-takusan = 🌈 **{ $player }** puts the Takusan on { $row }.
history-tsukiji-yakuza = 🕶️ The Yakuza takes one of **{ $player }**'s { $row } cards.

## Pictures round 2: a message's own picture read in the chat, the pictures above it
tsukiji-pic-options_takusan = Rows the { -tsukiji-takusan } can join
tsukiji-pic-options_yakuza = Cards the { -tsukiji-yakuza } can take
tsukiji-pic-worth_head = worth to you now
tsukiji-pic-me_line = You: ¥{ $money } · score now { $score }
tsukiji-pic-score_now = score now { $score }
tsukiji-pic-legend-maguro_mine = gold outline: your set now
tsukiji-pic-legend-maguro_next = thin outline: with one card more
tsukiji-pic-reveal_sub = Highest Σ gets the top { -tsukiji-price-tile }
tsukiji-pic-tie = { $lots } tie on Σ { $total }: the { -tsukiji-lot } further left ({ $first }) gets the higher tile
tsukiji-pic-stays = stays at { $space }
tsukiji-pic-won_score = { $won } · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
tsukiji-pic-price_board = PRICE BOARD
tsukiji-pic-tie_break = Tie on { $total }: the most single-use tickets left wins ({ $counts })

## Hints (computer levels): what Normal would play, and why
tsukiji-hint-ticket_low = Ticket { $ticket } on { -tsukiji-lot } { $lot }: a low total keeps its price down, and its cards are worth about ¥{ $worth } to you.
tsukiji-hint-ticket_high = Ticket { $ticket } on { -tsukiji-lot } { $lot }: a high total makes it expensive and moves its products up the { -tsukiji-market }; its cards are worth about ¥{ $worth } to you.
tsukiji-hint-confirm = Every { -tsukiji-lot } has one of your tickets: confirm to lock them in.
tsukiji-hint-buy = Buy { -tsukiji-lot } { $lot } for ¥{ $price }: its cards, { $product_term } above all, are worth about ¥{ $worth } to you.
tsukiji-hint-buy_deny = Buy { -tsukiji-lot } { $lot } for ¥{ $price }: its cards are worth only about ¥{ $worth } to you, but leaving it would help another player more.
tsukiji-hint-pass = Pass and take ¥{ $money }: your best buy, { -tsukiji-lot } { $lot }, brings about ¥{ $worth } of cards for ¥{ $price }, not worth more than passing.
tsukiji-hint-pass_broke = Pass and take ¥{ $money }: you cannot afford any { -tsukiji-lot }.
tsukiji-hint-takusan = { -tsukiji-takusan } → { $product_term }: one more card in that row is worth about ¥{ $worth } to you, more than in any other row.
tsukiji-hint-yakuza_card = Let the { -tsukiji-yakuza } take a card from your { $product_term } row: you lose only about ¥{ $worth }, less than from any other row.
tsukiji-hint-yakuza_takusan = Let the { -tsukiji-yakuza } take the { -tsukiji-takusan } from your { $product_term } row: you lose only about ¥{ $worth }, less than anywhere else.
