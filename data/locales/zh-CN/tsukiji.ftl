# tsukiji：简体中文（中国大陆），用语取自繁体中文规则书《築地魚市》（000）并转为简体，见 glossary/tsukiji.ftl。
# identical to English by design: tsukiji-draft-empty, tsukiji-pic-total
# （原因：只有破折号；Σ 加数字）

game-tsukiji-name = 筑地鱼市

tsukiji-product-ebi = { -tsukiji-ebi }
tsukiji-product-hotategai = { -tsukiji-hotategai }
tsukiji-product-sake = { -tsukiji-sake }
tsukiji-product-tako = { -tsukiji-tako }
tsukiji-product-fugu = { -tsukiji-fugu }
tsukiji-product-maguro = { -tsukiji-maguro }
tsukiji-product-takusan = { -tsukiji-takusan }
tsukiji-product-yakuza = { -tsukiji-yakuza }

tsukiji-ticket-normal = { -tsukiji-ticket } { $value }
tsukiji-ticket-special = 特殊{ -tsukiji-ticket } { $value }（限用一次）
tsukiji-ticket-help-normal = 加 { $value }；回合结束后收回
tsukiji-ticket-help-cancel = 同组每张 { $cancels } 都变为 0，若没有则算 { $bonus }；限用一次
tsukiji-ticket-help-value = 算 { $value }；限用一次
tsukiji-ticket-help-multiply = 同组其他{ -tsukiji-ticket }的总和乘以 { $factor }；限用一次

tsukiji-status-round = **第 { $round }/{ $rounds } 回合** · { -tsukiji-start-player }：**{ $start }**
tsukiji-status-evaluate = 估价：每人在每个{ -tsukiji-lot }上秘密放一张{ -tsukiji-ticket }，顺序不限（请看私信或点 **我的手牌**）。等待：{ $waiting }
tsukiji-status-buy = 购买：**{ $player }**，请买下一个{ -tsukiji-lot }，或放弃购买（+¥{ $money }）。
tsukiji-status-choose = **{ $player }** 正在决定{ $what }。

tsukiji-pending-takusan = { -tsukiji-takusan }要放进哪一列
tsukiji-pending-yakuza = { -tsukiji-yakuza }要拿走哪张牌

tsukiji-buy = 购买{ -tsukiji-lot } { $lot } · ¥{ $price }

tsukiji-pass = 放弃购买 · +¥{ $money }

tsukiji-event-bought = 🛒 **{ $player }** 以 ¥{ $price } 买下{ -tsukiji-lot } { $lot }。
tsukiji-event-passed = 💴 **{ $player }** 放弃购买，拿了 ¥{ $money }。
tsukiji-event-takusan = 🌈 **{ $player }** 的{ -tsukiji-takusan }加入 { $row }那一列。
tsukiji-event-takusan_lost = 🌈 **{ $player }** 面前没有任何一列可以放{ -tsukiji-takusan }，只好丢弃。
tsukiji-event-yakuza = 🕶️ 黑道收走了 **{ $player }** 的一张 { $row }。
tsukiji-event-yakuza_nothing = 🕶️ 黑道在 **{ $player }** 那里没有东西可收。

tsukiji-reveal = **第 { $round } 回合翻开{ -tsukiji-ticket }**。市场波动：{ $moves }

tsukiji-final-line = { $rank }. **{ $player }**：¥{ $score }

tsukiji-rules-title = { $game }：{ $page }
tsukiji-rules-summary = 一款鱼市拍卖游戏，{ $low }–{ $high } 人，共 { $rounds } 回合。你在昔日的东京开了一家餐馆：秘密为一组组海鲜估价、尽量低价买进、把自己手上货物的行情炒高，最后比谁的钱加上货物价值最多。
tsukiji-rules-components = 游戏配件
tsukiji-rules-components-cards-title = 卡牌
tsukiji-rules-components-cards =
    共 { $product_count } 种货物：{ $market_products }（在{ -tsukiji-market }上各有一个货物标记），以及 { $maguro }（没有标记：整列以套组计分）。**{ -tsukiji-takusan }** 🌈 可当任意一种货物；**{ -tsukiji-yakuza }** 🕶️ 会让你失去一张牌。牌堆取决于玩家人数，整副刚好用完：
    { $deck_lines }
tsukiji-rules-deck_line = **{ $players } 人** · 共 { $total } 张：每种货物 { $each } 张、{ -tsukiji-takusan } { $takusan } 张、{ -tsukiji-yakuza } { $yakuza } 张
tsukiji-rules-components-tiles-title = { -tsukiji-price-tile }
tsukiji-rules-components-tiles =
    每回合每个{ -tsukiji-lot }各配一块{ -tsukiji-price-tile }，写作 `售价 波动值`：售价是买下这组货物要付的钱，波动值则让这组的每一张牌推动行情。最贵的那块带有{ -tsukiji-alarm-clock } ⏰。本回合的{ -tsukiji-price-tile }从回合一开始就公开摆在版图旁（版图图片和你的私信里都看得到）：
    { $tile_lines }
tsukiji-rules-tile_line = **{ $players } 人**：{ $tiles }
tsukiji-rules-components-tickets-title = { -tsukiji-ticket }
tsukiji-rules-components-tickets =
    无论几人游戏，每人都有自己颜色的全部 { $count } 张{ -tsukiji-ticket }。普通{ -tsukiji-ticket } { $normals } 每回合结束后收回、可以重复使用；特殊{ -tsukiji-ticket }只能用一次，用完就丢弃：
    { $special_lines }
tsukiji-rules-ticket-cancel = • **{ $ticket }**：同组中每张面值 **{ $cancels }** 的普通{ -tsukiji-ticket }都变为 0；如果该组没有面值 { $cancels } 的普通{ -tsukiji-ticket }，{ $ticket } 本身算 +{ $bonus }。
tsukiji-rules-ticket-value = • **{ $ticket }**：算 { $value }，和普通{ -tsukiji-ticket }一样。
tsukiji-rules-ticket-multiply = • **{ $ticket }**：把同组其他{ -tsukiji-ticket }的总和乘以 { $factor }。
tsukiji-rules-components-maguro-title = { -tsukiji-maguro }套组价值
tsukiji-rules-components-maguro =
    { -tsukiji-maguro }那一列按张数整组计分（列中的{ -tsukiji-takusan }也算），而不是逐张计价：
    { $maguro_line }
    ……以此类推：{ $maguro_more }。
tsukiji-rules-components-money-title = 金钱
tsukiji-rules-components-money = 银行的钱用不完，也可以找零。{ -tsukiji-start-player }开局有 ¥{ $start }，顺时针每往下一位多 ¥{ $step }。购买阶段放弃购买可以拿 ¥{ $pass_money }。
tsukiji-rules-round = 准备与回合流程
tsukiji-rules-round-setup-title = 游戏准备
tsukiji-rules-round-setup = { $markers } 个货物标记以随机顺序放在{ -tsukiji-market }（{ $min_space }–{ $max_space }）的第 { $first_space }–{ $last_start } 格，每格一个。{ -tsukiji-start-player }随机抽出，第一张版图会公布是谁。
tsukiji-rules-round-offer-title = A. 上架
tsukiji-rules-round-offer = 每回合翻开比玩家人数多一组的货物（{ $lot_lines }），每组 { $per_lot } 张，正面朝上，从左到右标为 A、B、C……
tsukiji-rules-round-evaluate-title = B. 估价（秘密进行）
tsukiji-rules-round-evaluate = 所有人同时、秘密地在每个{ -tsukiji-lot }上各放正好一张{ -tsukiji-ticket }，顺序不限。你的私信里，每个还空着的{ -tsukiji-lot }都有一个菜单；已放{ -tsukiji-ticket }的{ -tsukiji-lot }则有一个红色按钮可以收回（也可以全部收回），再换一张。点 **确认{ -tsukiji-ticket }** 之前都不算数；所有人都确认之前，谁也看不到别人的{ -tsukiji-ticket }。提示：低的{ -tsukiji-ticket }能让你想要的{ -tsukiji-lot }变便宜；高的{ -tsukiji-ticket }会让{ -tsukiji-lot }变贵，并推高其中货物的行情。
tsukiji-rules-round-pricing-title = C. 定价
tsukiji-rules-round-pricing = 翻开所有{ -tsukiji-ticket }。先结算每张 **{ $cancel }**（见“{ -tsukiji-ticket }”），再把同组的{ -tsukiji-ticket }相加，然后每张 **{ $double }** 把其他{ -tsukiji-ticket }的总和乘以 { $factor }；多张 { $double } 效果叠加（每张再乘一次），只有 { $double } 的{ -tsukiji-lot }总和为 0。总和可以是负数。总和最高的{ -tsukiji-lot }拿到最贵的{ -tsukiji-price-tile }（带{ -tsukiji-alarm-clock }），次高的拿下一块，以此类推；总和相同时，较靠左的{ -tsukiji-lot }拿较高的{ -tsukiji-price-tile }。
tsukiji-rules-round-market-title = C. 市场波动
tsukiji-rules-round-market = 接着按这个顺序逐一结算各种货物：{ $movement }。每个标记移动的步数，是场上该种货物每一张牌所在组的{ -tsukiji-price-tile }波动值总和（同组重复的牌每张都算，没卖出的组也算：这一步在购买之前进行）；标记不会移到 { $min_space } 以下或 { $max_space } 以上。{ $maguro }、{ -tsukiji-takusan }和{ -tsukiji-yakuza }不会移动任何标记。同一格上的标记会叠在一起：移到新格子的标记放在最上面，排名较高；格子没有改变的标记（总和为 0，或停在 { $min_space } 或 { $max_space }）则维持原本叠放的位置。
tsukiji-rules-buy = 购买
tsukiji-rules-buy-order-title = D. 购买
tsukiji-rules-buy-order = 从{ -tsukiji-start-player }开始顺时针轮流，每人选择买下一个尚未卖出的{ -tsukiji-lot }并支付{ -tsukiji-price-tile }上的售价，或放弃购买并拿 ¥{ $pass_money }。付不起的{ -tsukiji-lot }不能买（按钮会变灰）；随时都可以放弃购买。版图上的按钮会标出该组的{ -tsukiji-maguro }能让你的套组增加多少价值。
tsukiji-rules-buy-place-title = 摆放货物
tsukiji-rules-buy-place = 买到的牌要立刻摆放，每种货物排成一列：已经有的货物接到原本那一列，新的货物则开新的一列。接着每张 **{ -tsukiji-takusan }** 由你选择加入自己的其中一列（刚买的牌也算，也可以加入{ -tsukiji-maguro }列）；如果你面前一列都没有，它就要丢弃。版图会按当前行情，推荐最划算的选择。
tsukiji-rules-buy-yakuza-title = { -tsukiji-yakuza }
tsukiji-rules-buy-yakuza = 放好{ -tsukiji-takusan }后，每张 **{ -tsukiji-yakuza }** 要连同你选择的一张已摆放的牌一起丢弃，{ -tsukiji-takusan }也可以选：按钮会写出是哪张牌（例如一张{ -tsukiji-maguro }，或{ -tsukiji-maguro }列中的{ -tsukiji-takusan }）。没有牌可拿时，只丢弃{ -tsukiji-yakuza }。你买到的{ -tsukiji-yakuza }会被记下（供变体规则使用）。摆好的牌之后不能再移动。
tsukiji-rules-buy-end-title = 回合结束
tsukiji-rules-buy-end = 没卖出的{ -tsukiji-lot }全部丢弃（每回合至少一组，有人放弃购买时更多）。买下带{ -tsukiji-alarm-clock } ⏰ 那组货物的玩家成为新的{ -tsukiji-start-player }；如果没人买，{ -tsukiji-start-player }不变。第 { $rounds } 回合结束后，游戏结束。
tsukiji-rules-end = 计分
tsukiji-rules-end-rank-title = 行情排名
tsukiji-rules-end-rank = { $markers } 个标记按所在格数从高到低排名；在同一格时，叠在上面的排名较高。各种货物每张的价值按排名为：{ $rank_line }。
tsukiji-rules-end-score-title = 你的得分
tsukiji-rules-end-score = 你的货物按排名计价，加上按价值表计算的{ -tsukiji-maguro }套组（例如 { $maguro_example }），再加上你的钱；启用变体规则时再加上特殊加分。得分最高者获胜；平局时，剩下最多张未用特殊{ -tsukiji-ticket }的玩家获胜；仍然平局则共同获胜。
tsukiji-rules-end-variant-title = 变体规则：特殊加分
tsukiji-rules-end-variant =
    可选规则，用 `/{ cmd-play-name } { cmd-option-variant }:True` 启用；大厅和版图会注明是否启用，电脑玩家也会照这个规则玩。
    { $bonus_lines }
    某项加分出现并列时，并列的玩家都能得到。
tsukiji-rules-bonus-versatile = • **+{ $points }**：每种货物各至少 { $min_each } 张（全部 { $product_count } 种，含{ -tsukiji-maguro }）。
tsukiji-rules-bonus-specialist = • **+{ $points }**：任一种货物至少 { $min_one } 张。
tsukiji-rules-bonus-popular = • **+{ $points }**：排名最低的货物张数最多（至少 { $min_cards } 张）。
tsukiji-rules-bonus-safe = • **+{ $points }**：拿到最多张{ -tsukiji-yakuza }（至少 { $min_yakuza } 张）。
tsukiji-rules-lots_line = { $players } 人时 { $lots } 组
tsukiji-rules-rank_value = 第 { $rank } 名 ¥{ $value }
tsukiji-rules-maguro_value = { $n } 张→¥{ $value }

tsukiji-unknown_action = 这不是筑地鱼市的动作。

tsukiji-wrong_phase = 现在不能这样做：游戏目前处于“{ $phase }”阶段。

tsukiji-unknown_ticket = 没有叫做 { $ticket } 的{ -tsukiji-ticket }。

tsukiji-ticket_used = { -tsukiji-ticket } { $ticket } 已经放在{ -tsukiji-lot } { $lot } 上了：请先从那里收回。

tsukiji-lot_has_ticket = { -tsukiji-lot } { $lot } 上已经有你的{ -tsukiji-ticket } { $ticket }：请先收回。

tsukiji-lot_has_no_ticket = { -tsukiji-lot } { $lot } 上没有你可以收回的{ -tsukiji-ticket }。

tsukiji-special_spent = 你的特殊{ -tsukiji-ticket } { $ticket } 已经用过了。

tsukiji-draft_empty = 你还没有放任何{ -tsukiji-ticket }。

tsukiji-draft_incomplete = 确认前请在每个{ -tsukiji-lot }都放上{ -tsukiji-ticket }（目前 { $placed }/{ $lots }）。

tsukiji-no_such_lot = 没有{ -tsukiji-lot } { $lot }。

tsukiji-lot_sold = { -tsukiji-lot } { $lot } 已经卖出了。

tsukiji-cannot_afford = 你买不起这个{ -tsukiji-lot }：要价 ¥{ $price }，你只有 ¥{ $money }。

tsukiji-choose_row = 请先决定你的 { $kind } 要放在哪里：{ $options }。

tsukiji-invalid_row = { $row } 不在你的选项中：{ $options }。

tsukiji-nothing_to_place = 你没有等待摆放的{ -tsukiji-takusan }或{ -tsukiji-yakuza }。

tsukiji-status-variant = ✨ 已启用变体加分
tsukiji-status-start_drawn = 🎲 随机抽出 **{ $start }** 为{ -tsukiji-start-player }：他拿 ¥{ $money }，顺时针每往下一位多拿 ¥{ $step }。
tsukiji-status-tiles = ⏰ { -tsukiji-price-tile }（按总和从高到低）：{ $tiles }
tsukiji-status-maguro = 🍣 { -tsukiji-maguro }套组：{ $table }
tsukiji-status-bonuses = ✨ 变体加分：{ $bonuses }

tsukiji-bonus-versatile = +{ $points } 每种货物至少 { $min_each } 张
tsukiji-bonus-specialist = +{ $points } 任一种货物至少 { $min_one } 张
tsukiji-bonus-popular = +{ $points } 排名最低的货物张数最多（目前是 { $product }）
tsukiji-bonus-safe = +{ $points } 拿到最多张{ -tsukiji-yakuza }

tsukiji-choice-takusan = { -tsukiji-takusan } → { $row }
tsukiji-choice-yakuza_card = 让黑道收走一张{ $row }
tsukiji-choice-yakuza_takusan = 让黑道收走{ $row }列的{ -tsukiji-takusan }

tsukiji-buy_maguro = 购买{ -tsukiji-lot } { $lot } · ¥{ $price } · 🍣 +¥{ $maguro }

tsukiji-event-yakuza_takusan = 🕶️ 黑道收走了 **{ $player }** 在 { $row }列的{ -tsukiji-takusan }。

tsukiji-draft-item = { -tsukiji-lot } { $lot }：{ $ticket }
tsukiji-draft-empty = —
tsukiji-draft-choose = { -tsukiji-lot } { $lot }：选择{ -tsukiji-ticket }…
tsukiji-draft-take = 收回 { $lot }（{ $ticket }）
tsukiji-draft-reset = 全部收回
tsukiji-draft-confirm = 确认{ -tsukiji-ticket }
tsukiji-draft-next = **第 { $round } 回合**：在每个{ -tsukiji-lot }上秘密放一张{ -tsukiji-ticket }，顺序不限；确认之前，你随时可以收回任何一张换一张。所有人都确认之前，没有人看得到。
tsukiji-draft-ready = **第 { $round } 回合**：每个{ -tsukiji-lot }都放好{ -tsukiji-ticket }了。点确认锁定，或收回一张来更换。
tsukiji-draft-mine = 你的{ -tsukiji-ticket }：{ $summary }
tsukiji-draft-confirmed = **第 { $round } 回合**：你的{ -tsukiji-ticket }已锁定：{ $summary }。等待其他玩家。

# Words drawn in the pictures (rendering/tsukiji.py)
tsukiji-pic-round = 第 { $round }/{ $rounds } 回合
tsukiji-pic-confirmed_count = 已确认 { $done }/{ $total }
tsukiji-pic-over = 游戏结束
tsukiji-pic-deck = 牌堆
tsukiji-pic-start = { -tsukiji-start-player }
tsukiji-pic-start_random = { -tsukiji-start-player }（随机抽出）
tsukiji-pic-total = Σ { $total }
tsukiji-pic-sold_to = 已售出
tsukiji-pic-passed_over = 未售出
tsukiji-pic-discarded = 已丢弃
tsukiji-pic-market = { -tsukiji-market }
tsukiji-pic-ranking = 每张价值
tsukiji-pic-ready = 已确认
tsukiji-pic-choosing = 选择中…
tsukiji-pic-your_turn = 轮到购买
tsukiji-pic-bought = 买了 { $label }
tsukiji-pic-passed = 放弃购买
tsukiji-pic-no_cards = 还没有货物
tsukiji-pic-takusan_in = { -tsukiji-takusan } · { $row }
tsukiji-pic-hand_placed = 已放{ -tsukiji-ticket }：{ $placed }/{ $lots } 组
tsukiji-pic-hand_full = 每组都放好了：请确认或更换
tsukiji-pic-available = { -tsukiji-ticket }（每张每回合用一次；金色整局限用一次）
tsukiji-pic-tiles_label = { -tsukiji-price-tile }
tsukiji-pic-tiles_sub = 总和高者优先
tsukiji-pic-maguro_label = { -tsukiji-maguro }套组
tsukiji-pic-maguro_sub = 整组按张数计分
tsukiji-pic-maguro_you = 你：{ $n }
tsukiji-pic-variant_label = 变体规则
tsukiji-pic-variant_sub = 特殊加分
tsukiji-pic-bonus_versatile = 每种 { $n } 张以上
tsukiji-pic-bonus_specialist = 单一种 { $n } 张以上
tsukiji-pic-bonus_popular = { $product }最多
tsukiji-pic-bonus_safe = { -tsukiji-yakuza }最多
tsukiji-pic-reveal_title = 第 { $round } 回合翻牌
tsukiji-pic-moves = 市场波动
tsukiji-pic-no_moves = 行情没有变动
tsukiji-pic-money_col = 金钱
tsukiji-pic-bonus_col = 加分
tsukiji-pic-total_col = 总分
tsukiji-pic-player = 玩家 { $n }
tsukiji-pic-product-ebi = { -tsukiji-ebi }
tsukiji-pic-product-hotategai = { -tsukiji-hotategai }
tsukiji-pic-product-sake = { -tsukiji-sake }
tsukiji-pic-product-tako = { -tsukiji-tako }
tsukiji-pic-product-fugu = { -tsukiji-fugu }
tsukiji-pic-product-maguro = { -tsukiji-maguro }
tsukiji-pic-product-takusan = { -tsukiji-takusan }
tsukiji-pic-product-yakuza = { -tsukiji-yakuza }
tsukiji-pic-turn-evaluate = 所有人选择{ -tsukiji-ticket }
tsukiji-pic-turn-evaluate_detail = 每个{ -tsukiji-lot }各放一张秘密{ -tsukiji-ticket } · 已确认 { $done }/{ $total }
tsukiji-pic-turn-player = 轮到 { $name }
tsukiji-pic-turn-buy_detail = 购买一个{ -tsukiji-lot }，或放弃购买并拿 ¥{ $money }
tsukiji-pic-turn-takusan_detail = 为{ -tsukiji-lot } { $label } 的{ -tsukiji-takusan }选一列
tsukiji-pic-turn-yakuza_detail = 选择{ -tsukiji-yakuza }拿走的牌（{ -tsukiji-lot } { $label }）
tsukiji-pic-turn-mine = 轮到你了
tsukiji-pic-turn-locked = 你的{ -tsukiji-ticket }已确认
tsukiji-pic-won = { $tie ->
        [yes] 获胜者（平局）：{ $names }
       *[no] 获胜者：{ $names }
    }
tsukiji-pic-wild = 万用：加入你任选的一列
tsukiji-pic-takes_card = 拿走你的一张牌
tsukiji-pic-track = 横条：在{ -tsukiji-market }上的位置（1–{ $max }）
tsukiji-pic-legend-total = { -tsukiji-lot }上{ -tsukiji-ticket }的总和
tsukiji-pic-legend-alarm = 买下的人成为{ -tsukiji-start-player }
tsukiji-pic-legend-change = { -tsukiji-lot }每张牌推动的行情
tsukiji-pic-legend-takusan = 该列中的{ -tsukiji-takusan }
tsukiji-pic-legend-yakuza = 买到的{ -tsukiji-yakuza }
tsukiji-pic-legend-special = 金色：只能用一次的{ -tsukiji-ticket }
tsukiji-pic-legend-cancelled = 被 { $ticket } 抵消
tsukiji-pic-legend-per_card = 结束时每张的价值
tsukiji-pic-ticket-cancel = 抵消同组所有的 { $cancels }，没有则算 +{ $bonus }
tsukiji-pic-ticket-value = 算作 { $value }
tsukiji-pic-ticket-multiply = 其他{ -tsukiji-ticket }的总和乘以 { $factor }
tsukiji-pic-place_col = 名次
tsukiji-pic-player_col = 玩家
# Shown by the shared commands (/game status, the lobby's options)
phase-evaluate = 估价（秘密放{ -tsukiji-ticket }）

phase-buy = 购买

option-tsukiji-variant = 变体规则：已启用四项特殊加分

# How moves read in the history and replays (cogs/tsukiji/history.py)
history-tsukiji-ticket = 🎫 **{ $player }** 在{ -tsukiji-lot } { $lot } 放下{ $ticket }。
history-tsukiji-take = ↩️ **{ $player }** 收回了{ -tsukiji-lot } { $lot } 上的{ -tsukiji-ticket }。
history-tsukiji-reset = ↩️ **{ $player }** 收回了自己的{ -tsukiji-ticket }。
history-tsukiji-confirm = ✅ **{ $player }** 确认了自己的{ -tsukiji-ticket }。
history-tsukiji-confirmed = ✅ **{ $player }** 确认了自己的{ -tsukiji-ticket }。
history-tsukiji-round = 🔔 第 { $round } 回合开始：**{ $player }** 是{ -tsukiji-start-player }。
history-tsukiji-reveal = 🎫 第 { $round } 回合：翻开{ -tsukiji-ticket }，为每个{ -tsukiji-lot }定价。
history-tsukiji-buy = 🛒 **{ $player }** 买下一个{ -tsukiji-lot }。
history-tsukiji-pass = 💴 **{ $player }** 放弃购买。
history-tsukiji-takusan = 🌈 **{ $player }** 把{ -tsukiji-takusan }放进 { $row }那一列。
history-tsukiji-yakuza = 🕶️ 黑道收走了 **{ $player }** 的一张 { $row }。

## Pictures round 2: a message's own picture read in the chat, the pictures above it
tsukiji-pic-options_takusan = { -tsukiji-takusan }可加入的列
tsukiji-pic-options_yakuza = { -tsukiji-yakuza }可拿走的牌
tsukiji-pic-worth_head = 目前对你的价值
tsukiji-pic-me_line = 你：¥{ $money } · 当前得分 { $score }
tsukiji-pic-score_now = 当前得分 { $score }
tsukiji-pic-legend-maguro_mine = 金框：你目前的套组
tsukiji-pic-legend-maguro_next = 细框：再多一张
tsukiji-pic-reveal_sub = Σ 最高的{ -tsukiji-lot }得到最贵的{ -tsukiji-price-tile }
tsukiji-pic-tie = { $lots } 同为 Σ { $total }：较左的{ -tsukiji-lot }（{ $first }）得到较贵的{ -tsukiji-price-tile }
tsukiji-pic-stays = 停在 { $space }
tsukiji-pic-won_score = { $won } · { $score } 分
tsukiji-pic-price_board = { -tsukiji-market }
tsukiji-pic-tie_break = 同为 { $total } 分：剩下最多特殊{ -tsukiji-ticket }者获胜（{ $counts }）

## 提示（电脑等级）：普通等级会怎么下，以及原因
tsukiji-hint-ticket_low = 在{ -tsukiji-lot } { $lot } 放{ -tsukiji-ticket } { $ticket }：总和低，价格就低；这个{ -tsukiji-lot }的卡对你约值 ¥{ $worth }。
tsukiji-hint-ticket_high = 在{ -tsukiji-lot } { $lot } 放{ -tsukiji-ticket } { $ticket }：总和高，价格就高，里面的商品在{ -tsukiji-market }上也会上涨；这个{ -tsukiji-lot }的卡对你约值 ¥{ $worth }。
tsukiji-hint-confirm = 每个{ -tsukiji-lot }都放好你的{ -tsukiji-ticket }了：点确认锁定。
tsukiji-hint-buy = 以 ¥{ $price } 买下{ -tsukiji-lot } { $lot }：这些卡对你约值 ¥{ $worth }，主要来自{ $product_term }。
tsukiji-hint-buy_deny = 以 ¥{ $price } 买下{ -tsukiji-lot } { $lot }：这些卡对你只值约 ¥{ $worth }，但不买的话，别的玩家会得到更多好处。
tsukiji-hint-pass = 放弃购买，拿 ¥{ $money }：对你最划算的{ -tsukiji-lot } { $lot } 要价 ¥{ $price }，卡只值约 ¥{ $worth }，不如放弃。
tsukiji-hint-pass_broke = 放弃购买，拿 ¥{ $money }：你买不起任何{ -tsukiji-lot }。
tsukiji-hint-takusan = { -tsukiji-takusan } → { $product_term }：那一列多一张约值 ¥{ $worth }，比其他列都多。
tsukiji-hint-yakuza_card = 让{ -tsukiji-yakuza }收走一张{ $product_term }：你只损失约 ¥{ $worth }，比其他列都少。
tsukiji-hint-yakuza_takusan = 让{ -tsukiji-yakuza }收走{ $product_term }列的{ -tsukiji-takusan }：你只损失约 ¥{ $worth }，比其他地方都少。
