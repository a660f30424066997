# silkroad: converted from silkroad.json

game-silkroad-name = Maritime Silk Road

silkroad-colour-porcelain = { -silkroad-porcelain }
silkroad-colour-silk = { -silkroad-silk }
silkroad-colour-tea = { -silkroad-tea }
silkroad-colour-spice = { -silkroad-spice }
silkroad-colour-glass = { -silkroad-glass }
silkroad-colour-ore = { -silkroad-ore }

silkroad-special-ship = { -silkroad-ship }
silkroad-special-licence = { -silkroad-licence }
silkroad-special-porter = { -silkroad-porter }
silkroad-special-exchange = { -silkroad-exchange }
silkroad-special-help-ship = A new ship, loaded at once with a cube of your choice
silkroad-special-help-licence = +¥2 every time you earn income
silkroad-special-help-porter = Swap one more cube per swap (one swap right away)
silkroad-special-help-exchange = Draw 1 extra card after your phase 2

silkroad-status-load = **Setup** — **{ $player }** loads ship { $ship }.
silkroad-status-turn = **Turn { $number }** · **{ $player }** · draw pile: { $deck }
silkroad-status-phase1 = Phase 1: swap a cube, buy a special card, or skip.
silkroad-status-swap = Phase 1: porter swaps — up to { $left ->
        [one] { $left } more cube
       *[other] { $left } more cubes
    }.
silkroad-status-porter = Phase 1: the new porter allows one swap right away.
silkroad-status-ship = Phase 1: loading the new ship.
silkroad-status-phase2 = Phase 2: play cards of one colour, or draw 2.
silkroad-status-exchange = Exchange: { $left ->
        [one] { $left } extra draw
       *[other] { $left } extra draws
    } available.
silkroad-status-private = { $player } chooses in their DMs (or with **My hand**). Money stays secret until the end.
silkroad-status-start = 🎲 **{ $player }** is the start player, drawn at random (the rulebook's “whoever most recently sold goods”): loading and turns go clockwise, in seat order, from them.

silkroad-log-turn = **{ $player }**: { $actions }
silkroad-log-setup = Setup: { $actions }
silkroad-log-loaded = { $player } loaded { $colour }
silkroad-log-loaded_own = loaded { $colour } on the new ship
silkroad-log-loaded_start = loaded { $colour } (setup)
silkroad-log-swapped = swapped { $old } → { $new }
silkroad-log-bought = bought a { $card } (¥{ $price })
silkroad-log-skipped = skipped phase 1
silkroad-log-played = played { $count }× { $colour } on { $count ->
        [one] slot
       *[other] slots
    } { $slots }
silkroad-log-income = income for: { $players }
silkroad-log-income_none = nobody earns
silkroad-log-drew = drew { $count }
silkroad-log-exchanged = drew 1 (exchange)
silkroad-log-nothing = …

silkroad-me-turn = **Turn { $number } — your turn** · money: **¥{ $money }** (secret)
silkroad-me-money = Your money: **¥{ $money }** (only you see it).
silkroad-me-recap = Since your last turn you earned: { $items }
silkroad-me-news = You earned: { $items }
silkroad-me-news_item = ¥{ $amount } ({ $colour }, played by { $player })
silkroad-me-news_bonus = ¥{ $amount } ({ $colour }, played by { $player }; licence +¥{ $bonus })
silkroad-me-load = **Setup** — choose the cargo for your ship { $ship }.
silkroad-me-start = 🎲 **{ $player }** is the start player, drawn at random: ships are loaded and turns taken in seat order from them.
silkroad-me-start_you = 🎲 **You** are the start player, drawn at random: you load first and take the first turn.
silkroad-me-phase1 = **Phase 1** — swap one cube, buy one special card, or skip.
silkroad-me-swap_more = **Phase 1** — your porter lets you swap { $left ->
        [one] { $left } more cube
       *[other] { $left } more cubes
    }, each on another ship.
silkroad-me-porter = **Phase 1** — your new porter lets you swap one cube right away.
silkroad-me-ship = **Phase 1** — choose the cargo for your new ship.
silkroad-me-phase2 = **Phase 2** — play one or more cards of one colour (each onto a different slot), or draw 2.
silkroad-me-phase2_empty = **Phase 2** — your hand is empty, so you draw.
silkroad-me-colour_preview = { $colour } ×{ $cards } → { $slot_count ->
        [one] slot
       *[other] slots
    } { $slots }: { $items }
silkroad-me-slots = **Phase 2** — playing **{ $colour }** ({ $cards } in hand). Pick the slots to cover one at a time, then confirm. Chosen: { $slots }
silkroad-me-no_slots = none yet
silkroad-me-preview = Income if played now: { $items }
silkroad-me-preview_item = { $player } ¥{ $amount }
silkroad-me-nobody = nobody earns
silkroad-me-exchange = **Exchange** — draw 1 extra card ({ $left } left), or end your turn.
silkroad-me-exchange_last = ⚠️ The draw pile has only 1 card: drawing it ends the game at once, and the most money wins. **End turn** keeps the game going.
silkroad-me-waiting = Waiting for **{ $player }**.
silkroad-me-over = The game is over — see the channel for the final money.

silkroad-ctl-swap_placeholder = Swap a cube…
silkroad-ctl-swap_placeholder_more = Swap another cube…
silkroad-ctl-swap_option = Ship { $ship }: { $old } → { $new }
silkroad-ctl-swap_desc = { $old } back to the supply · { $left ->
        [one] { $left } { $new } cube left
       *[other] { $left } { $new } cubes left
    }
silkroad-ctl-buy = { $card } · ¥{ $price }
silkroad-ctl-buy_sold_out = { $card } · sold out
silkroad-ctl-skip = Skip
silkroad-ctl-done_swapping = No more swaps
silkroad-ctl-no_swap = No swap
silkroad-ctl-load = { $colour } ({ $left })
silkroad-ctl-play_option = { $colour } ×{ $cards }
silkroad-ctl-draw = Draw 2
silkroad-ctl-draw_last = Draw { $count } (ends the game)
silkroad-ctl-slot = Slot { $slot }: { $colour }
silkroad-ctl-confirm = { $count ->
        [one] Play { $count } card
       *[other] Play { $count } cards
    }
silkroad-ctl-undo = Undo
silkroad-ctl-exchange = Draw 1 (exchange)
silkroad-ctl-exchange_last = Draw the last card (ends the game)
silkroad-ctl-end_turn = End turn

silkroad-final-line = { $rank }. **{ $player }** — ¥{ $money }

silkroad-rules-title = { $game } — { $page }
silkroad-rules-summary = Reiner Knizia's trading game for { $low }–{ $high } players. You are a merchant of the 16th-century sea trade between Europe and China: load your ships with goods, steer the market of { $slots } cards towards what you carry, and end with the most money. Money stays secret until the end.
silkroad-rules-overview = Overview and components
silkroad-rules-overview-goods-title = Goods cards
silkroad-rules-overview-goods =
    { $cards_total } goods cards, { $cards } of each colour. You play them to the market; each colour is also a colour of cubes.
    { $goods_lines }
silkroad-rules-goods_line = { $colour } ×{ $n }
silkroad-rules-overview-cubes-title = Cubes
silkroad-rules-overview-cubes = { $cubes_total } cubes, { $cubes } of each colour: the goods your ships carry. A ship carries exactly one cube. Only cubes still in the supply can be loaded, so a colour can run out.
silkroad-rules-overview-ships-title = Ships
silkroad-rules-overview-ships = { $ships_total } ships in all. Everyone starts with { $start_ships }; the rest are for sale as special cards: { $for_sale }.
silkroad-rules-ships_left = { $n } at { $players } players
silkroad-rules-overview-specials-title = Special cards (bought in phase 1)
silkroad-rules-overview-specials =
    { $special_lines }
    Buy at most one per turn, while any are left; you may own several of a kind, and their effects add up. They are worth nothing at the end.
silkroad-rules-special-ship = ⛵ **Ship** · ¥{ $price } · the ships left (above) — one more ship: load it at once with a cube of any colour still in the supply.
silkroad-rules-special-licence = 📜 **Licence** · ¥{ $price } · { $copies } cards — whenever a play earns you more than ¥0, you earn +¥{ $bonus } more (per licence).
silkroad-rules-special-porter = 🧺 **Porter** · ¥{ $price } · { $copies } cards — each swap action changes one more cube per porter (each on a different ship). The turn you buy it, you may swap one cube at once.
silkroad-rules-special-exchange = 🏦 **Exchange** · ¥{ $price } · { $copies } cards — after your phase 2 (a play or a draw), you may draw 1 extra card per exchange.
silkroad-rules-overview-money-title = Money
silkroad-rules-overview-money = The bank never runs out. Everyone starts with ¥{ $start_money }. You see only your own money until the end.
silkroad-rules-setup = Setup
silkroad-rules-setup-deal-title = Cards and ships
silkroad-rules-setup-deal = The { $cards_total } goods cards are shuffled. Everyone is dealt { $hand } goods cards as a secret hand; then { $slots } face up in a row make the **market**, slots 1–{ $slots }. The rest is the face-down draw pile (the board shows how many cards it has left). Everyone takes { $start_ships } ships.
silkroad-rules-setup-start-title = Start player
silkroad-rules-setup-start = The rulebook lets whoever most recently sold goods start. Here the start player is drawn at random when the game starts; the first board names them and marks them with a flag. Everything goes clockwise, in seat order, from the start player.
silkroad-rules-setup-loading-title = Loading the ships
silkroad-rules-setup-loading = Beginning with the start player and in turn order, everyone loads their first ship with one cube of any colour still in the supply. Then, again in turn order, everyone loads their second ship. Two ships may carry the same colour.
silkroad-rules-turn = Your turn
silkroad-rules-turn-order-title = Turns
silkroad-rules-turn-order = Beginning with the start player, players take turns clockwise until the game ends. A turn has two phases; in each you do one thing.
silkroad-rules-turn-phase1-title = Phase 1 — one of these, or nothing
silkroad-rules-turn-phase1 =
    • **Swap a cube**: on one of your ships, change the cube for a different colour still in the supply (the old cube goes back). Each porter you own lets you swap one more cube, each on a different ship.
    • **Buy a special card** (page 1) that you can pay for and that is not sold out.
    • **Skip** phase 1.
silkroad-rules-turn-phase2-title = Phase 2 — play or draw
silkroad-rules-turn-phase2 =
    • **Play** one or more cards of **one colour** from your hand, each onto a different market slot of your choice, covering the card there; then everyone earns (next page). You may cover a slot that already shows the colour; it adds nothing.
    • Or **draw { $draw }** cards from the draw pile into your hand.
    If your hand is empty you must draw.
silkroad-rules-turn-exchange-title = After phase 2: exchanges
silkroad-rules-turn-exchange = If you own exchanges, you may then draw 1 card per exchange, one at a time, and stop whenever you like. If such a draw empties the draw pile, the game ends at once; the button warns you first.
silkroad-rules-turn-discord-title = Playing on Discord
silkroad-rules-turn-discord = Your hand, your money and your buttons come by DM (or with **My hand** on the board when your DMs are closed). To play, pick a colour, then the slots one by one (**Undo** steps back), then confirm. The DM shows what each play would pay every player.
silkroad-rules-income = Income
silkroad-rules-income-rule-title = Who earns
silkroad-rules-income-rule = After every play, **every player** earns, the one who played too: (market slots now showing the played colour) × (their own ships carrying that colour). Only the { $slots } cards on top of the market count (covered cards do not), and only the colour just played pays.
silkroad-rules-income-licence-title = Licence
silkroad-rules-income-licence = Each licence adds +¥{ $bonus } to an income of more than ¥0. No income, no bonus.
silkroad-rules-income-example-title = Example (from the rulebook)
silkroad-rules-income-example =
    The market shows { $before } { $spice }. A player plays { $played } Spice cards onto two other slots, so { $showing } slots now show Spice.
    • A player whose ships carry Spice and { $glass } earns { $showing } × 1 = ¥{ $one }; the Glass cube earns nothing, as Glass was not played.
    • A player with two Spice ships earns { $showing } × 2 = ¥{ $two }; with a licence, ¥{ $two } + ¥{ $bonus } = ¥{ $licensed }.
    • A player without Spice ships earns nothing, licence or not.
silkroad-rules-income-secret-title = Secret money
silkroad-rules-income-secret = Income is secret: you see only your own money, and your DM tells you what you earned and from whose play. The board says who earned, never how much. Purchases are public.
silkroad-rules-end = End of the game
silkroad-rules-end-end-title = The end
silkroad-rules-end-end = The game ends **the moment the draw pile is empty**, after any draw, even in the middle of a turn. A draw of { $draw } with fewer cards left takes what is there and ends the game. Buttons that would empty the pile say so.
silkroad-rules-end-winner-title = Winning
silkroad-rules-end-winner = Everyone's money is revealed. The most money wins; players tied for the most share the win. Special cards and cards in hand are worth nothing.
silkroad-rules-end-tip-title = Near the end
silkroad-rules-end-tip = Emptying the draw pile ends the game at once, so do it when you think you lead. Exchange draws are optional: you may end your turn instead.

silkroad-unknown_action = That is not a Silk Road action.

silkroad-wrong_phase = That cannot be done now (current step: { $phase }).

silkroad-unknown_colour = There are no { $colour } goods.

silkroad-sold_out = No { $colour } cube is left in the supply.

silkroad-no_such_ship = You have no ship { $ship }.

silkroad-same_colour = That ship already carries { $colour }: choose another colour.

silkroad-ship_swapped = Ship { $ship } was already swapped in this action: choose another ship.

silkroad-unknown_special = There is no special card called { $card }.

silkroad-special_sold_out = { $card } is sold out.

silkroad-cannot_afford = You cannot afford that: it costs ¥{ $price } and you have ¥{ $money }.

silkroad-empty_hand = Your hand is empty: you must draw.

silkroad-no_cards_of_colour = You hold no { $colour } cards.

silkroad-no_such_slot = There is no market slot { $slot }.

silkroad-slot_chosen = Slot { $slot } is already chosen for this play.

silkroad-no_more_cards = You hold only { $cards ->
        [one] { $cards } { $colour } card
       *[other] { $cards } { $colour } cards
    }: confirm the play or undo.

silkroad-no_slot_chosen = Choose at least one slot before playing.

silkroad-nothing_to_undo = There is nothing to undo.

silkroad-choose_slots = Finish your { $colour } play first (choose slots and confirm), or undo it.

silkroad-choose_colour = First choose which colour to play.

phase-load = Loading ships (setup)

phase-phase1 = Phase 1 (swap, buy or skip)

phase-phase2 = Phase 2 (play or draw)

phase-exchange = Exchange draws

silkroad-step-ship = Phase 1 (loading the new { -silkroad-ship })

silkroad-step-swap = Phase 1 ({ -silkroad-porter } swaps)

silkroad-step-porter = Phase 1 (the new { -silkroad-porter }'s swap)

silkroad-me-special_line = { $emoji } **{ $card }** ¥{ $price } ({ $left } left) — { $help }

# Words drawn in the pictures (rendering/silkroad.py)
silkroad-pic-turn = Turn { $number }
silkroad-pic-setup = Setup
silkroad-pic-over = Game over
silkroad-pic-deck = draw pile
silkroad-pic-status_load = { $name } loads ship { $ship }
silkroad-pic-sub_load = in turn order: everyone's ship 1, then ship 2
silkroad-pic-start_note = Start player: { $name } · drawn at random
silkroad-pic-status_turn = { $name } · { $phase }
silkroad-pic-phase1 = Phase 1
silkroad-pic-phase2 = Phase 2
silkroad-pic-exchange = Exchange
silkroad-pic-sub_phase1 = swap a cube, buy a special card, or skip
silkroad-pic-sub_swap = { $left ->
        [one] porter: up to { $left } more swap
       *[other] porter: up to { $left } more swaps
    }
silkroad-pic-sub_porter = new porter: one swap right away
silkroad-pic-sub_ship = loading the new ship
silkroad-pic-sub_phase2 = play cards of one colour, or draw 2
silkroad-pic-sub_exchange = { $left ->
        [one] { $left } extra draw available
       *[other] { $left } extra draws available
    }
silkroad-pic-market = MARKET · slots 1–6
silkroad-pic-specials = SPECIAL CARDS
silkroad-pic-left = { $n } left
silkroad-pic-sold_out = sold out
silkroad-pic-new = NEW
silkroad-pic-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
silkroad-pic-loading = loading…
silkroad-pic-player = Player { $n }
silkroad-pic-goods-porcelain = Porcelain
silkroad-pic-goods-silk = Silk
silkroad-pic-goods-tea = Tea
silkroad-pic-goods-spice = Spice
silkroad-pic-goods-glass = Glass
silkroad-pic-goods-ore = Ore
silkroad-pic-special-ship = Ship
silkroad-pic-special-licence = Licence
silkroad-pic-special-porter = Porter
silkroad-pic-special-exchange = Exchange
silkroad-pic-hand_title = Your hand
silkroad-pic-money = money (secret)
silkroad-pic-empty_hand = Your hand is empty — draw 2 cards.
silkroad-pic-your_ships = YOUR SHIPS
silkroad-pic-if_played = IF YOU PLAY { $colour } ON THE MARKED SLOTS
silkroad-pic-best_plays = INCOME IF YOU PLAY ALL OF A COLOUR ON THE BEST SLOTS
silkroad-pic-you = you
silkroad-pic-income_none = —
silkroad-pic-your_turn = Your turn
silkroad-pic-sub_you_load = load ship { $ship }: choose a cube colour
silkroad-pic-won = { $count ->
        [one] { $names } wins
       *[other] { $names } share the win
    }
silkroad-pic-row_supply = Cubes in the supply
silkroad-pic-row_covered = Cards covered in the market
silkroad-pic-legend_start = start player
silkroad-pic-legend_hand = cards in hand
silkroad-pic-legend_empty_ship = ship without a cube
silkroad-pic-legend_new = cards just played
silkroad-pic-legend_stack = cards of that colour in your hand
silkroad-pic-legend_no_income = earns nothing
silkroad-pic-legend_order = order of the chosen slots
silkroad-pic-at_slots = { $count ->
        [one] slot { $slots }
       *[other] slots { $slots }
    }
silkroad-pic-play_plan = { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } → { $count ->
        [one] slot { $slots }
       *[other] slots { $slots }
    }
silkroad-pic-col_place = Place
silkroad-pic-col_player = Player
silkroad-pic-col_earned = Earned
silkroad-pic-col_spent = Spent
silkroad-pic-col_money = Money
silkroad-pic-fleets = Ships and special cards
silkroad-pic-sub_slots = choose the slots for your cards, then confirm

# How moves read in the history and replays (cogs/silkroad/history.py)
history-silkroad-load = ⛵ **{ $player }** loads { $colour }.
history-silkroad-swap = 🔁 **{ $player }** swaps ship { $ship } to { $colour }.
history-silkroad-play = 🃏 **{ $player }** chooses to play { $colour }.
history-silkroad-slot = 🃏 **{ $player }** picks market slot { $slot }.
history-silkroad-confirm = 🃏 **{ $player }** plays the cards.
history-silkroad-draw = 🃏 **{ $player }** draws.
history-silkroad-undo = ↩️ **{ $player }** takes the choice back.
history-silkroad-skip = ⏭️ **{ $player }** skips phase 1.
history-silkroad-buy = 🛍️ **{ $player }** buys a { $card }.
history-silkroad-exchange = 🏦 **{ $player }** draws 1 (exchange).
history-silkroad-done = ✅ **{ $player }** ends the turn.

## Pictures round 2: this round's plays and earners, your earnings, free slots
silkroad-pic-round_title = THIS ROUND: PLAYS AND WHO EARNED
silkroad-pic-round_play = { $count ->
        [one] { $name } played 1 { $kind } card → income for: { $earners }
       *[other] { $name } played { $count } { $kind } cards → income for: { $earners }
    }
silkroad-pic-round_play_none = { $count ->
        [one] { $name } played 1 { $kind } card → nobody earns
       *[other] { $name } played { $count } { $kind } cards → nobody earns
    }
silkroad-pic-news_title = YOU EARNED SINCE YOUR LAST TURN
silkroad-pic-news_item = ¥{ $amount } · { $kind }, played by { $name }
silkroad-pic-news_none = nothing yet
silkroad-pic-legend_free = slot you can still choose

## hints
silkroad-hint-load = Load { $goods_term }: { $showing ->
        [one] { $showing } market slot shows it
       *[other] { $showing } market slots show it
    } and you hold { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of it.
silkroad-hint-swap = Swap { -silkroad-ship } { $ship } from { $old_term } to { $goods_term }: { $showing ->
        [one] { $showing } market slot shows it
       *[other] { $showing } market slots show it
    } and you hold { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of it.
silkroad-hint-buy = Buy a { $card_term } for ¥{ $price }: it should bring you about ¥{ $value } before the end.
silkroad-hint-skip = Skip: no swap or special card pays for itself right now.
silkroad-hint-play = Play { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } of { $goods_term }: you earn ¥{ $mine }, the others ¥{ $theirs } together.
silkroad-hint-slot = Cover slot { $slot } ({ $covered_term }): the others carry it on { $theirs ->
        [one] { $theirs } ship
       *[other] { $theirs } ships
    }, you on { $mine }.
silkroad-hint-confirm = Play { $count ->
        [one] this card
       *[other] these { $count } cards
    }: you earn ¥{ $mine }, the others ¥{ $theirs } together.
silkroad-hint-draw = Draw 2: no play earns you more than ¥{ $best } now; keep your cards for a better market.
silkroad-hint-draw_end = Draw the last cards: that ends the game, and you seem to lead by about ¥{ $lead }.
silkroad-hint-exchange = Draw 1 ({ -silkroad-exchange }): the extra card is free, and the draw pile still holds { $deck }.
silkroad-hint-exchange_end = Draw the last card: that ends the game, and you seem to lead by about ¥{ $lead }.
silkroad-hint-exchange_stop = End your turn: the last card would end the game while you seem to trail by about ¥{ $gap }.
