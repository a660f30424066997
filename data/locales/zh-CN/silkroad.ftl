# silkroad：简体中文（中国大陆），用语取自规则书 001 的简体中文部分，见 glossary/silkroad.ftl。
# identical to English by design: silkroad-ctl-buy, silkroad-ctl-play_option, silkroad-pic-income_none
# （原因：卡牌名称 · ¥价格；颜色 ×张数；只有破折号）

game-silkroad-name = 海上丝绸之路

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
silkroad-special-help-ship = 一艘新{ -silkroad-ship }，立即装载一个你选的{ -silkroad-cube }
silkroad-special-help-licence = 每次有收入时 +¥2
silkroad-special-help-porter = 每次货物更换可多换 1 个{ -silkroad-cube }（买下时可立即换一次）
silkroad-special-help-exchange = 阶段 2 结束后额外补 1 张牌

silkroad-status-load = **游戏准备**：**{ $player }** 为第 { $ship } 艘{ -silkroad-ship }装货。
silkroad-status-turn = **第 { $number } 回合** · **{ $player }** · { -silkroad-draw-pile }：{ $deck } 张
silkroad-status-phase1 = 阶段 1：货物更换、购买特殊卡牌，或放弃。
silkroad-status-swap = 阶段 1：{ -silkroad-porter }更换，最多还能换 { $left } 个{ -silkroad-cube }。
silkroad-status-porter = 阶段 1：新买的{ -silkroad-porter }可以立即更换一次。
silkroad-status-ship = 阶段 1：为新{ -silkroad-ship }装货。
silkroad-status-phase2 = 阶段 2：打出同一种颜色的{ -silkroad-goods-card }，或补 2 张牌。
silkroad-status-exchange = { -silkroad-exchange }：还可以额外补 { $left } 张牌。
silkroad-status-private = { $player } 在私信中（或点 **我的手牌**）做选择。钱数保密，直到游戏结束。
silkroad-status-start = 🎲 随机抽出 **{ $player }** 为起始玩家（取代规则书的“最近售卖过商品的玩家”）：从他开始，按座位顺时针装船和行动。

silkroad-log-turn = **{ $player }**：{ $actions }
silkroad-log-setup = 游戏准备：{ $actions }
silkroad-log-loaded = { $player } 装载 { $colour }
silkroad-log-loaded_own = 为新{ -silkroad-ship }装载 { $colour }
silkroad-log-loaded_start = 装载 { $colour }（游戏准备）
silkroad-log-swapped = 更换 { $old } → { $new }
silkroad-log-bought = 购买{ $card }（¥{ $price }）
silkroad-log-skipped = 略过阶段 1
silkroad-log-played = 把 { $count } 张 { $colour }打到第 { $slots } 格
silkroad-log-income = 有收入：{ $players }
silkroad-log-income_none = 没有人有收入
silkroad-log-drew = 补了 { $count } 张
silkroad-log-exchanged = 补了 1 张（{ -silkroad-exchange }）
silkroad-log-nothing = ……

silkroad-me-turn = **第 { $number } 回合：轮到你了** · 钱：**¥{ $money }**（保密）
silkroad-me-money = 你的钱：**¥{ $money }**（只有你看得到）。
silkroad-me-recap = 自你上一回合以来，你赚到：{ $items }
silkroad-me-news = 你赚到：{ $items }
silkroad-me-news_item = ¥{ $amount }（{ $colour }，{ $player } 打出）
silkroad-me-news_bonus = ¥{ $amount }（{ $colour }，{ $player } 打出；{ -silkroad-licence } +¥{ $bonus }）
silkroad-me-load = **游戏准备**：为你的第 { $ship } 艘{ -silkroad-ship }选择货物。
silkroad-me-start = 🎲 随机抽出 **{ $player }** 为起始玩家：从他开始，按座位顺序装船和行动。
silkroad-me-start_you = 🎲 随机抽出 **你** 为起始玩家：你先装船，也由你第一个行动。
silkroad-me-phase1 = **阶段 1**：更换一个{ -silkroad-cube }、购买一张特殊卡牌，或放弃。
silkroad-me-swap_more = **阶段 1**：你的{ -silkroad-porter }让你还能更换 { $left } 个{ -silkroad-cube }，每个要在不同的{ -silkroad-ship }上。
silkroad-me-porter = **阶段 1**：你新买的{ -silkroad-porter }让你立即更换一个{ -silkroad-cube }。
silkroad-me-ship = **阶段 1**：为你的新{ -silkroad-ship }选择货物。
silkroad-me-phase2 = **阶段 2**：打出一张或多张同一种颜色的{ -silkroad-goods-card }（每张放在不同的格子），或补 2 张牌。
silkroad-me-phase2_empty = **阶段 2**：你没有手牌，所以要补牌。
silkroad-me-colour_preview = { $colour } ×{ $cards } → { $slot_count ->
       *[other] 第 { $slots } 格
    }：{ $items }
silkroad-me-slots = **阶段 2**：打出 **{ $colour }**（手上有 { $cards } 张）。一次选一个要盖住的格子，选好后确认。已选：{ $slots }
silkroad-me-no_slots = 还没有
silkroad-me-preview = 现在打出的收入：{ $items }
silkroad-me-preview_item = { $player } 赚 ¥{ $amount }
silkroad-me-nobody = 没有人有收入
silkroad-me-exchange = **{ -silkroad-exchange }**：额外补 1 张牌（还剩 { $left } 次），或结束回合。
silkroad-me-exchange_last = ⚠️ { -silkroad-draw-pile }只剩 1 张：补走它游戏就立刻结束，钱最多的人获胜。点 **结束回合** 则游戏继续。
silkroad-me-waiting = 等待 **{ $player }**。
silkroad-me-over = 游戏结束了，请到频道查看最终的钱数。

silkroad-ctl-swap_placeholder = 更换{ -silkroad-cube }…
silkroad-ctl-swap_placeholder_more = 更换{ -silkroad-cube }（更多）…
silkroad-ctl-swap_option = { -silkroad-ship } { $ship }：{ $old } → { $new }
silkroad-ctl-swap_desc = { $old }放回供应区 · { $new }还剩 { $left } 个
silkroad-ctl-buy = { $card } · ¥{ $price }
silkroad-ctl-buy_sold_out = { $card } · 已售完
silkroad-ctl-skip = 放弃
silkroad-ctl-done_swapping = 不再更换
silkroad-ctl-no_swap = 不更换
silkroad-ctl-load = { $colour }（剩 { $left }）
silkroad-ctl-play_option = { $colour } ×{ $cards }
silkroad-ctl-draw = 补 2 张
silkroad-ctl-draw_last = 补 { $count } 张（游戏结束）
silkroad-ctl-slot = 第 { $slot } 格：{ $colour }
silkroad-ctl-confirm = 打出 { $count } 张
silkroad-ctl-undo = 撤销
silkroad-ctl-exchange = 补 1 张（{ -silkroad-exchange }）
silkroad-ctl-exchange_last = 补最后一张（游戏结束）
silkroad-ctl-end_turn = 结束回合

silkroad-final-line = { $rank }. **{ $player }**：¥{ $money }

silkroad-rules-title = { $game }：{ $page }
silkroad-rules-summary = 倪睿南（Reiner Knizia）设计的贸易游戏，{ $low }–{ $high } 人。你是 16 世纪往来欧亚海上贸易的商人：为{ -silkroad-ship }装上货物，把 { $slots } 张牌组成的{ -silkroad-market }引导到你运送的货物上，最后钱最多的人获胜。钱数保密，直到游戏结束。
silkroad-rules-overview = 概要与游戏配件
silkroad-rules-overview-goods-title = { -silkroad-goods-card }
silkroad-rules-overview-goods =
    共 { $cards_total } 张{ -silkroad-goods-card }，每种颜色 { $cards } 张。你把它们打到{ -silkroad-market }上；每种颜色也有同色的{ -silkroad-cube }。
    { $goods_lines }
silkroad-rules-goods_line = { $colour } { $n } 张
silkroad-rules-overview-cubes-title = { -silkroad-cube }
silkroad-rules-overview-cubes = 共 { $cubes_total } 个{ -silkroad-cube }，每种颜色 { $cubes } 个，代表{ -silkroad-ship }运送的货物。每艘{ -silkroad-ship }正好装载一个。只有还在供应区的标记可以装载，所以某种颜色可能会用完。
silkroad-rules-overview-ships-title = { -silkroad-ship }
silkroad-rules-overview-ships = { -silkroad-ship }共 { $ships_total } 艘。每人开局有 { $start_ships } 艘；其余当作特殊卡牌出售：{ $for_sale }。
silkroad-rules-ships_left = { $players } 人时 { $n } 艘
silkroad-rules-overview-specials-title = 特殊卡牌（在阶段 1 购买）
silkroad-rules-overview-specials =
    { $special_lines }
    每回合最多买一张，卖完为止；同一种可以拥有好几张，效果叠加。游戏结束时特殊卡牌不计价值。
silkroad-rules-special-ship = ⛵ **{ -silkroad-ship }** · ¥{ $price } · 数量见上方：多一艘{ -silkroad-ship }，立即装载一个供应区中任意颜色的{ -silkroad-cube }。
silkroad-rules-special-licence = 📜 **{ -silkroad-licence }** · ¥{ $price } · { $copies } 张：每当一次出牌让你赚到超过 ¥0，你再多得 ¥{ $bonus }（每张{ -silkroad-licence }各算一次）。
silkroad-rules-special-porter = 🧺 **{ -silkroad-porter }** · ¥{ $price } · { $copies } 张：每次货物更换，每张{ -silkroad-porter }让你多换一个{ -silkroad-cube }（各在不同的{ -silkroad-ship }上）。买下的那一回合，你可以立即更换一个{ -silkroad-cube }。
silkroad-rules-special-exchange = 🏦 **{ -silkroad-exchange }** · ¥{ $price } · { $copies } 张：你的阶段 2（无论出牌还是补牌）结束后，每张{ -silkroad-exchange }让你可以额外补 1 张牌。
silkroad-rules-overview-money-title = 钱币
silkroad-rules-overview-money = 银行的钱用不完。每人开局有 ¥{ $start_money }。游戏结束前，你只看得到自己的钱。
silkroad-rules-setup = 游戏准备
silkroad-rules-setup-deal-title = 卡牌与{ -silkroad-ship }
silkroad-rules-setup-deal = 把 { $cards_total } 张{ -silkroad-goods-card }洗匀。每人发 { $hand } 张作为秘密手牌；再翻开 { $slots } 张排成一排，组成 **{ -silkroad-market }**（第 1–{ $slots } 格）。其余的牌面朝下，作为{ -silkroad-draw-pile }（版图上会显示还剩几张）。每人拿 { $start_ships } 艘{ -silkroad-ship }。
silkroad-rules-setup-start-title = 起始玩家
silkroad-rules-setup-start = 规则书让最近售卖过商品的玩家先开始。这里则在游戏开始时随机抽出起始玩家；第一张版图会公布是谁，并用旗子标出。一切都从起始玩家开始，按座位顺时针进行。
silkroad-rules-setup-loading-title = 装船
silkroad-rules-setup-loading = 从起始玩家开始按顺序，每人为自己的第一艘{ -silkroad-ship }装载一个供应区中任意颜色的{ -silkroad-cube }。接着再按顺序为第二艘{ -silkroad-ship }装货。两艘{ -silkroad-ship }可以装同一种颜色。
silkroad-rules-turn = 你的回合
silkroad-rules-turn-order-title = 行动顺序
silkroad-rules-turn-order = 从起始玩家开始，玩家顺时针轮流行动，直到游戏结束。每个行动回合有两个阶段，每个阶段做一件事。
silkroad-rules-turn-phase1-title = 阶段 1：以下择一，或放弃
silkroad-rules-turn-phase1 =
    • **货物更换**：把你一艘{ -silkroad-ship }上的{ -silkroad-cube }换成供应区中另一种颜色（旧的放回供应区）。你每有一张{ -silkroad-porter }，就能多换一个，各在不同的{ -silkroad-ship }上。
    • **购买特殊卡牌**（见第 1 页）：付得起、而且还没卖完的。
    • **放弃**：略过阶段 1。
silkroad-rules-turn-phase2-title = 阶段 2：出牌或补牌
silkroad-rules-turn-phase2 =
    • **打出** 手中一张或多张 **同一种颜色** 的{ -silkroad-goods-card }，每张放在你选的不同{ -silkroad-market }格子上，盖住原本的牌；接着所有人计算收入（见下一页）。你可以盖在已经是同色的格子上，只是不会多算。
    • 或从{ -silkroad-draw-pile }**补 { $draw } 张** 牌加入手牌。
    没有手牌时必须补牌。
silkroad-rules-turn-exchange-title = 阶段 2 之后：{ -silkroad-exchange }
silkroad-rules-turn-exchange = 如果你有{ -silkroad-exchange }，接着每张{ -silkroad-exchange }可以让你补 1 张牌，一次一张，随时可以停。如果这样补牌把{ -silkroad-draw-pile }补完，游戏立刻结束；按钮会先提醒你。
silkroad-rules-turn-discord-title = 在 Discord 上玩
silkroad-rules-turn-discord = 你的手牌、钱和按钮都通过私信送达（私信关闭时，点版图上的 **我的手牌**）。出牌时先选颜色，再一个一个选格子（**撤销** 可以退一步），最后确认。私信会显示每种出法能让每位玩家赚多少。
silkroad-rules-income = 收入
silkroad-rules-income-rule-title = 谁有收入
silkroad-rules-income-rule = 每次出牌后，**每位玩家**（包括出牌的人）都计算收入：（{ -silkroad-market }上目前显示该颜色的格子数）×（自己装载该颜色的{ -silkroad-ship }数）。只有{ -silkroad-market }最上面的 { $slots } 张牌算数（被盖住的不算），而且只有刚打出的颜色有收入。
silkroad-rules-income-licence-title = { -silkroad-licence }
silkroad-rules-income-licence = 收入超过 ¥0 时，每张{ -silkroad-licence }再加 ¥{ $bonus }。没有收入就没有加成。
silkroad-rules-income-example-title = 示例（取自规则书）
silkroad-rules-income-example =
    { -silkroad-market }上有 { $before } 张 { $spice }。一位玩家把 { $played } 张{ -silkroad-spice }打到另外两个格子，现在有 { $showing } 格显示{ -silkroad-spice }。
    • { -silkroad-ship }装着{ -silkroad-spice }和 { $glass } 的玩家赚 { $showing } × 1 = ¥{ $one }；{ -silkroad-glass }没有收入，因为打出的不是{ -silkroad-glass }。
    • 两艘{ -silkroad-ship }都装{ -silkroad-spice }的玩家赚 { $showing } × 2 = ¥{ $two }；有{ -silkroad-licence }的话是 ¥{ $two } + ¥{ $bonus } = ¥{ $licensed }。
    • 没有装{ -silkroad-spice }的玩家什么都赚不到，有没有{ -silkroad-licence }都一样。
silkroad-rules-income-secret-title = 保密的钱
silkroad-rules-income-secret = 收入是保密的：你只看得到自己的钱，私信会告诉你赚了多少、是谁出牌带来的。版图只显示谁有收入，不显示多少。购买则是公开的。
silkroad-rules-end = 游戏结束
silkroad-rules-end-end-title = 结束时机
silkroad-rules-end-end = **{ -silkroad-draw-pile }一被补完**，游戏立刻结束：任何一次补牌后都是如此，即使在回合中途。要补 { $draw } 张但剩下的不够时，补走剩下的牌，游戏结束。会把牌堆补完的按钮都会注明。
silkroad-rules-end-winner-title = 胜负
silkroad-rules-end-winner = 公开所有人的钱。钱最多的人获胜；并列最多则共同获胜。特殊卡牌和手牌都不计价值。
silkroad-rules-end-tip-title = 接近尾声时
silkroad-rules-end-tip = 补完{ -silkroad-draw-pile }会让游戏立刻结束，所以要在你认为自己领先时才这么做。{ -silkroad-exchange }的额外补牌可以不补：你也可以直接结束回合。

silkroad-unknown_action = 这不是海上丝绸之路的动作。

silkroad-wrong_phase = 现在不能这样做（目前步骤：{ $phase }）。

silkroad-unknown_colour = 没有“{ $colour }”这种货物。

silkroad-sold_out = 供应区已经没有 { $colour } 的{ -silkroad-cube }了。

silkroad-no_such_ship = 你没有第 { $ship } 艘{ -silkroad-ship }。

silkroad-same_colour = 这艘{ -silkroad-ship }已经装着 { $colour }：请选别的颜色。

silkroad-ship_swapped = 第 { $ship } 艘{ -silkroad-ship }这次已经换过了：请选别的船。

silkroad-unknown_special = 没有叫做 { $card } 的特殊卡牌。

silkroad-special_sold_out = { $card } 已经全部卖完了。

silkroad-cannot_afford = 你买不起：要价 ¥{ $price }，你只有 ¥{ $money }。

silkroad-empty_hand = 你没有手牌：必须补牌。

silkroad-no_cards_of_colour = 你手上没有 { $colour } 的{ -silkroad-goods-card }。

silkroad-no_such_slot = { -silkroad-market }没有第 { $slot } 格。

silkroad-slot_chosen = 第 { $slot } 格这次已经选过了。

silkroad-no_more_cards = 你手上只有 { $cards } 张 { $colour }：请确认出牌或撤销。

silkroad-no_slot_chosen = 出牌前请至少选一个格子。

silkroad-nothing_to_undo = 没有可以撤销的动作。

silkroad-choose_slots = 请先完成你的 { $colour } 出牌（选格子并确认），或将它撤销。

silkroad-choose_colour = 请先选择要打出的颜色。

phase-load = 装船（游戏准备）

phase-phase1 = 阶段 1（更换、购买或放弃）

phase-phase2 = 阶段 2（出牌或补牌）

phase-exchange = { -silkroad-exchange }补牌

silkroad-step-ship = 阶段 1（为新{ -silkroad-ship }装货）

silkroad-step-swap = 阶段 1（{ -silkroad-porter }更换）

silkroad-step-porter = 阶段 1（新{ -silkroad-porter }的更换）

silkroad-me-special_line = { $emoji } **{ $card }** ¥{ $price }（剩 { $left } 张）：{ $help }

# Words drawn in the pictures (rendering/silkroad.py)
silkroad-pic-turn = 第 { $number } 回合
silkroad-pic-setup = 游戏准备
silkroad-pic-over = 游戏结束
silkroad-pic-deck = { -silkroad-draw-pile }
silkroad-pic-status_load = { $name } 为第 { $ship } 艘{ -silkroad-ship }装货
silkroad-pic-sub_load = 按顺序：先装每人的第 1 艘，再装第 2 艘
silkroad-pic-start_note = 起始玩家：{ $name } · 随机抽出
silkroad-pic-status_turn = { $name }：{ $phase }
silkroad-pic-phase1 = 阶段 1
silkroad-pic-phase2 = 阶段 2
silkroad-pic-exchange = { -silkroad-exchange }
silkroad-pic-sub_phase1 = 更换{ -silkroad-cube }、购买特殊卡牌，或放弃
silkroad-pic-sub_swap = { -silkroad-porter }：最多再换 { $left } 个
silkroad-pic-sub_porter = 新{ -silkroad-porter }：立即更换一次
silkroad-pic-sub_ship = 为新{ -silkroad-ship }装货
silkroad-pic-sub_phase2 = 打出同色{ -silkroad-goods-card }，或补 2 张
silkroad-pic-sub_exchange = 可额外补 { $left } 张
silkroad-pic-market = { -silkroad-market } · 第 1–6 格
silkroad-pic-specials = 特殊卡牌
silkroad-pic-left = 剩 { $n }
silkroad-pic-sold_out = 已售完
silkroad-pic-new = 新
silkroad-pic-cards = { $n } 张
silkroad-pic-loading = 装货中…
silkroad-pic-player = 玩家 { $n }
silkroad-pic-goods-porcelain = { -silkroad-porcelain }
silkroad-pic-goods-silk = { -silkroad-silk }
silkroad-pic-goods-tea = { -silkroad-tea }
silkroad-pic-goods-spice = { -silkroad-spice }
silkroad-pic-goods-glass = { -silkroad-glass }
silkroad-pic-goods-ore = { -silkroad-ore }
silkroad-pic-special-ship = { -silkroad-ship }
silkroad-pic-special-licence = { -silkroad-licence }
silkroad-pic-special-porter = { -silkroad-porter }
silkroad-pic-special-exchange = { -silkroad-exchange }
silkroad-pic-hand_title = 你的手牌
silkroad-pic-money = 钱（保密）
silkroad-pic-empty_hand = 你没有手牌：补 2 张牌。
silkroad-pic-your_ships = 你的{ -silkroad-ship }
silkroad-pic-if_played = 若把{ $colour }打到标出的格子
silkroad-pic-best_plays = 把某色全部打到最佳格子时的收入
silkroad-pic-you = 你
silkroad-pic-income_none = —
silkroad-pic-your_turn = 轮到你了
silkroad-pic-sub_you_load = 为第 { $ship } 艘{ -silkroad-ship }装货：选一种{ -silkroad-cube }颜色
silkroad-pic-won = { $count ->
        [1] { $names } 获胜
       *[other] { $names } 并列获胜
    }
silkroad-pic-row_supply = 供应区的{ -silkroad-cube }
silkroad-pic-row_covered = { -silkroad-market }中被盖住的牌
silkroad-pic-legend_start = 起始玩家
silkroad-pic-legend_hand = 手牌张数
silkroad-pic-legend_empty_ship = 没有{ -silkroad-cube }的{ -silkroad-ship }
silkroad-pic-legend_new = 刚打出的牌
silkroad-pic-legend_stack = 你手中该色的张数
silkroad-pic-legend_no_income = 没有收入
silkroad-pic-legend_order = 所选格子的顺序
silkroad-pic-at_slots = { $count ->
       *[other] 第 { $slots } 格
    }
silkroad-pic-play_plan = { $cards } 张 → { $count ->
       *[other] 第 { $slots } 格
    }
silkroad-pic-col_place = 名次
silkroad-pic-col_player = 玩家
silkroad-pic-col_earned = 赚得
silkroad-pic-col_spent = 花费
silkroad-pic-col_money = 钱
silkroad-pic-fleets = { -silkroad-ship }与特殊卡牌
silkroad-pic-sub_slots = 选择要打出的格子，然后确认

# How moves read in the history and replays (cogs/silkroad/history.py)
history-silkroad-load = ⛵ **{ $player }** 装载 { $colour }。
history-silkroad-swap = 🔁 **{ $player }** 把第 { $ship } 艘{ -silkroad-ship }的货物换成 { $colour }。
history-silkroad-play = 🃏 **{ $player }** 选择打出 { $colour }。
history-silkroad-slot = 🃏 **{ $player }** 选择{ -silkroad-market }第 { $slot } 格。
history-silkroad-confirm = 🃏 **{ $player }** 打出卡牌。
history-silkroad-draw = 🃏 **{ $player }** 补牌。
history-silkroad-undo = ↩️ **{ $player }** 撤回选择。
history-silkroad-skip = ⏭️ **{ $player }** 略过阶段 1。
history-silkroad-buy = 🛍️ **{ $player }** 购买了{ $card }。
history-silkroad-exchange = 🏦 **{ $player }** 补 1 张牌（{ -silkroad-exchange }）。
history-silkroad-done = ✅ **{ $player }** 结束回合。

## Pictures round 2: this round's plays and earners, your earnings, free slots
silkroad-pic-round_title = 本轮：打出的牌与收入
silkroad-pic-round_play = { $name } 打出 { $count } 张{ $kind } → 有收入：{ $earners }
silkroad-pic-round_play_none = { $name } 打出 { $count } 张{ $kind } → 没有人有收入
silkroad-pic-news_title = 你上次行动后赚到
silkroad-pic-news_item = ¥{ $amount } · { $kind }（{ $name } 打出）
silkroad-pic-news_none = 尚无
silkroad-pic-legend_free = 还可以选的格子

## hints
silkroad-hint-load = 装载{ $goods_term }：{ -silkroad-market }有 { $showing } 格是它，你手上也有 { $cards } 张。
silkroad-hint-swap = 把{ -silkroad-ship } { $ship } 从{ $old_term }换成{ $goods_term }：{ -silkroad-market }有 { $showing } 格是它，你手上也有 { $cards } 张。
silkroad-hint-buy = 花 ¥{ $price } 购买{ $card_term }：到游戏结束约可带来 ¥{ $value }。
silkroad-hint-skip = 放弃：现在更换或购买特殊卡牌都不划算。
silkroad-hint-play = 打出 { $cards } 张{ $goods_term }：你得 ¥{ $mine }，其他人合计得 ¥{ $theirs }。
silkroad-hint-slot = 盖住第 { $slot } 格（{ $covered_term }）：其他人有 { $theirs } 艘船装着它，你只有 { $mine } 艘。
silkroad-hint-confirm = 打出这 { $count } 张：你得 ¥{ $mine }，其他人合计得 ¥{ $theirs }。
silkroad-hint-draw = 补 2 张：现在怎么打都不超过 ¥{ $best }，把手牌留到{ -silkroad-market }更好的时候。
silkroad-hint-draw_end = 补最后的牌：游戏就此结束，而你估计领先约 ¥{ $lead }。
silkroad-hint-exchange = 补 1 张（{ -silkroad-exchange }）：额外的牌不用钱，{ -silkroad-draw-pile }还有 { $deck } 张。
silkroad-hint-exchange_end = 补最后 1 张：游戏就此结束，而你估计领先约 ¥{ $lead }。
silkroad-hint-exchange_stop = 结束回合：补最后 1 张会结束游戏，而你估计落后约 ¥{ $gap }。
