# fleamarket：简体中文（中国大陆），用语逐字取自规则书 004，见 glossary/fleamarket.ftl。
# identical to English by design: fleamarket-pic-total
# （原因：Σ 加数字）

game-fleamarket-name = 旧货市场之大商战

phase-cut = { -fleamarket-price-cut }

phase-display = { -fleamarket-display }

phase-settle = { -fleamarket-settlement }

phase-restock = { -fleamarket-restock }

fleamarket-colour-red = 红
fleamarket-colour-yellow = 黄
fleamarket-colour-blue = 蓝
fleamarket-colour-green = 绿
fleamarket-colour-brown = 褐
fleamarket-colour-purple = 紫

fleamarket-card = { $colour }{ $value }

fleamarket-status-round = **第 { $round } 轮** · { -fleamarket-start-player }：**{ $start }**
fleamarket-status-cut = 🏷️ { -fleamarket-price-cut }：**{ $player }** 可以降低本轮的总价值（私人面板：私信或点 **我的手牌**）。
fleamarket-status-display = 🛒 { -fleamarket-display }：**{ $player }** 打出同一数值的牌，或结束{ -fleamarket-display }。
fleamarket-status-settle = 📊 { -fleamarket-settlement }：等待 { $waiting }（维护成本弃牌、平局选择、{ -fleamarket-sale }）。
fleamarket-status-restock = 📦 { -fleamarket-restock }：**{ $player }** 补牌或增加{ -fleamarket-stall }。

fleamarket-event-played = 🛒 **{ $player }** 铺出 { $cards }。
fleamarket-event-price_war = 💥 **{ -fleamarket-price-war }！** { -fleamarket-stall }上的 { $colours } 达到 { $threshold } 张：全部 { $count } 张都被弃除。
fleamarket-event-passed = ✋ **{ $player }** 横置{ -fleamarket-stall }，结束本轮{ -fleamarket-display }。
fleamarket-event-forced_pass = ✋ **{ $player }** 只能结束{ -fleamarket-display }（没有手牌或没有空{ -fleamarket-stall }）。
fleamarket-event-all_colours = 🌈 六种颜色到齐：{ -fleamarket-display }阶段立刻结束。
fleamarket-event-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 点（¥{ $cost }）。
fleamarket-event-cut_paid = 🏷️ **{ $player }** 花 ¥{ $cost } { -fleamarket-price-cut } { $amount } 点，付出 { $cards }{ $change }。
fleamarket-event-no_cut = 🏷️ **{ $player }** 不{ -fleamarket-price-cut }。
fleamarket-event-draw = 📦 **{ $player }** { -fleamarket-restock } { $count } 张。
fleamarket-event-stall = 🏪 **{ $player }** 增加一个{ -fleamarket-stall }。
fleamarket-event-nothing = 📦 已经没有牌可以让 **{ $player }** { -fleamarket-restock }了。
fleamarket-event-extra = 📦 **{ $player }** 花 ¥{ $cost } 额外{ -fleamarket-restock } 1 张。
fleamarket-event-extra_paid = 📦 **{ $player }** 花 ¥{ $cost } 额外{ -fleamarket-restock } 1 张，付出 { $cards }{ $change }。
fleamarket-event-reshuffle = 🔀 弃牌堆洗匀，成为新的抽牌堆（{ $count } 张）。
fleamarket-event-tie = ⚖️ 所有人平局：**{ $player }** 当{ $take }。
fleamarket-event-round = 🔔 **第 { $round } 轮** 开始：**{ $player }** 是{ -fleamarket-start-player }。

fleamarket-take-highest = 最大（{ -fleamarket-money }）
fleamarket-take-lowest = 最小（{ -fleamarket-popularity }）

fleamarket-settlement-title = 📊 **第 { $round } 轮{ -fleamarket-settlement }**
fleamarket-settlement-highest = 💰 **{ $player }** 总价值最高（{ $total }），把 { $cards } 收作{ -fleamarket-money }（¥{ $money }）。
fleamarket-settlement-lowest = ⭐ **{ $player }** 总价值最低，收下{ -fleamarket-popularity }。
fleamarket-settlement-sale_money = 🏷️ **{ $player }**（{ $total }）发动{ -fleamarket-sale }，把 { $cards } 收作{ -fleamarket-money }（¥{ $money }）。
fleamarket-settlement-sale_popularity = 🏷️ **{ $player }** 发动{ -fleamarket-sale }，把一张牌收作{ -fleamarket-popularity }。
fleamarket-settlement-none = 🗑️ **{ $player }**（{ $total }）什么都没得到：货物全部弃掉。
fleamarket-settlement-skip = 💤 **{ $player }** 的{ -fleamarket-stall }上没有货物，跳过{ -fleamarket-settlement }。
fleamarket-settlement-tie = ⚖️ 所有有货的玩家平局；**{ $player }** 选择当{ $take }。
fleamarket-settlement-maintenance = （维护成本：弃 { $count } 张）
fleamarket-board_closed = 🛒 版图已关闭：当前的版图在下方。

fleamarket-final-line = { $rank }. **{ $player }**：{ -fleamarket-popularity } { $popularity } · ¥{ $money }
fleamarket-final-exhausted = 市场上的牌用完了。

fleamarket-me-popularity = ⭐ 你的{ -fleamarket-popularity }：**{ $popularity }**，共 { $cards }（大家看得到张数，只有你知道总数）
fleamarket-me-waiting = 等待 { $waiting }。
fleamarket-me-cut = **第 { $round } 轮{ -fleamarket-price-cut }。** 降低本轮的总价值：第 1 点花 ¥1，第 2 点 ¥2，第 3 点 ¥3……用你的{ -fleamarket-money }牌（¥{ $money }）支付，不找零；付出的牌横置在你的{ -fleamarket-stall }前，{ -fleamarket-settlement }完成后弃掉。
fleamarket-me-display = **轮到你{ -fleamarket-display }。** 把任意张 **同一数值** 的牌放到你的 { $empty } 个空{ -fleamarket-stall }上，或横置{ -fleamarket-stall }结束本轮{ -fleamarket-display }。某种颜色在场上达到 { $threshold } 张时，全部弃掉（{ -fleamarket-price-war }）。
fleamarket-me-selection = **打出数值 { $value } 的牌**（已选 { $chosen } 张，最多 { $empty } 张）：{ $cards }。再加一张同数值的牌、打出，或返回。
fleamarket-me-selection_empty = **打出数值 { $value } 的牌**：选择要打出的牌（最多 { $empty } 张）。
fleamarket-me-discard = **维护成本。** 你有空着的{ -fleamarket-stall }：还要从手牌弃掉 { $owed } 张。
fleamarket-me-tie = **所有人平局，都是 { $total }。** 你最靠近{ -fleamarket-start-player }，由你选择：当最大（{ -fleamarket-stall }上的牌收为{ -fleamarket-money }），或当最小（收为{ -fleamarket-popularity }）。
fleamarket-me-tie_other = 另一边由 { $player } 担任。
fleamarket-me-sale = **{ -fleamarket-sale }！** 你的{ -fleamarket-stall }上有 5，可以留下纽扣数最低（{ $lowest }）的那张牌：收为{ -fleamarket-money }或{ -fleamarket-popularity }。
fleamarket-me-restock = **{ -fleamarket-restock }。** 每个{ -fleamarket-stall }补 1 张，共补 { $count } 张；或增加一个{ -fleamarket-stall }（抽牌堆顶的牌，背面朝上）。
fleamarket-me-extra = **额外{ -fleamarket-restock }。** 花 ¥{ $cost } 多补 1 张：你会付出 { $cards }{ $change }。你有 ¥{ $money }。或结束{ -fleamarket-restock }。
fleamarket-me-over = 游戏结束了。

fleamarket-control-cut_placeholder = { -fleamarket-price-cut }…
fleamarket-control-no_cut = 不{ -fleamarket-price-cut }
fleamarket-control-cut = 降 { $amount } 点 · ¥{ $cost }
fleamarket-control-value = 打出 { $value }
fleamarket-control-pass = 结束{ -fleamarket-display }（横置{ -fleamarket-stall }）
fleamarket-control-add = 加入{ $card }
fleamarket-control-play = 打出 { $count } 张
fleamarket-control-back = 返回
fleamarket-control-discard_placeholder = 弃一张牌（还要 { $owed } 张）…
fleamarket-control-discard_placeholder_more = 弃一张牌（还要 { $owed } 张；更多牌）…
fleamarket-control-in_hand = 手上 { $count } 张
fleamarket-control-highest = 当最大（{ -fleamarket-money }）
fleamarket-control-lowest = 当最小（{ -fleamarket-popularity }）
fleamarket-control-sale_money = 留下 { $card } 当 ¥{ $amount }
fleamarket-control-sale_popularity = 留下 { $card } 当 { $amount } 点{ -fleamarket-popularity }
fleamarket-control-draw = 补 { $count } 张
fleamarket-control-stall = 增加{ -fleamarket-stall }
fleamarket-control-extra = 多补 1 张 · ¥{ $cost }
fleamarket-control-done = 完成

fleamarket-unknown_action = 这不是旧货市场之大商战的动作。

fleamarket-wrong_phase = 现在不能这样做：游戏目前处于“{ $phase }”阶段。

fleamarket-cannot_afford = 这要花 ¥{ $cost }，但你只有 ¥{ $money }。

fleamarket-no_value = 你手上没有数值 { $value } 的牌。

fleamarket-finish_selection = 你正在选择要打出的数值 { $value } 的牌：请先打出或返回。

fleamarket-choose_value = 请先选择要打出的数值。

fleamarket-not_in_hand = 你不能用 { $card } 做这件事。

fleamarket-stalls_full = 你这次只有 { $stalls } 个空{ -fleamarket-stall }可以放。

fleamarket-nothing_selected = 打出前请至少选一张牌。

fleamarket-discard_first = 请先再弃 { $owed } 张牌作为维护成本。

fleamarket-not_your_choice = 这不是由你来选的。

fleamarket-restock_first = 请先补牌或增加{ -fleamarket-stall }。

fleamarket-event-start = 🎲 随机抽出 **{ $player }** 为{ -fleamarket-start-player }。

fleamarket-no_change = （价值 ¥{ $paid }，不找零）

fleamarket-settlement-cut_discarded = { -fleamarket-price-cut }用的牌已弃掉：{ $cards }。

fleamarket-face_down_cards = { $n ->
       *[other] { $n } 张背面朝上的牌
    }

fleamarket-me-money = 💰 你的{ -fleamarket-money }：**¥{ $money }**，正面朝上的牌：{ $cards }
fleamarket-me-no_money = 💰 还没有{ -fleamarket-money }牌。

fleamarket-control-pays = 付出 { $cards }{ $change }
fleamarket-control-pays_many = 付出 { $n } 张{ -fleamarket-money }牌，价值 ¥{ $paid }

fleamarket-rules-page = { $name }：{ $page }
fleamarket-rules-round-title = { -fleamarket-price-cut }与{ -fleamarket-display }
fleamarket-rules-settle-title = { -fleamarket-settlement }
fleamarket-rules-restock-title = { -fleamarket-restock }、付款与游戏结束
fleamarket-rules-summary = 3–4 位店主在旧货市场摆摊。把货卖出高价赚{ -fleamarket-money }，或当最便宜的{ -fleamarket-stall }累积{ -fleamarket-popularity }：某次{ -fleamarket-settlement }后只要有人{ -fleamarket-popularity }达到 { $target } 或以上，{ -fleamarket-popularity }最高的店主获胜。
fleamarket-rules-decks = { $players } 人：{ $decks } 副牌
fleamarket-rules-components = **游戏配件**
    { $decks }，全部混在一起洗。每副 { $cards } 张：{ $colours } 种颜色（{ $names } { $squares }）× 数值 { $low }–{ $high }，每种一张。各数值的纽扣：
fleamarket-rules-button_row = • **{ $values }**：{ $money }、{ $popularity }{ $sale }
fleamarket-rules-money_buttons = { $n ->
       *[other] { $n } 个黄纽扣（{ -fleamarket-money }）
    }
fleamarket-rules-popularity_buttons = { $n ->
       *[other] { $n } 个紫纽扣（{ -fleamarket-popularity }）
    }
fleamarket-rules-sale_mark = 、{ -fleamarket-sale }标记
fleamarket-rules-buttons_note = 数值用于{ -fleamarket-settlement }时计算总价值。牌当作{ -fleamarket-money }时看黄纽扣，当作{ -fleamarket-popularity }时看紫纽扣。每张 { $sale } 都有{ -fleamarket-sale }标记，让摆着它的{ -fleamarket-stall }可以发动{ -fleamarket-sale }。
fleamarket-rules-setup = **游戏准备**
    洗牌。每人发 { $stalls } 张背面朝上的牌作为起始{ -fleamarket-stall }（不得翻看，只当作{ -fleamarket-stall }），再发 { $hand } 张手牌；其余的牌作为抽牌堆。{ -fleamarket-start-player }随机抽出，公布在第一张版图上。
fleamarket-rules-piles = **{ -fleamarket-money }与{ -fleamarket-popularity }**
    收为{ -fleamarket-money }的牌正面朝上：大家都看得到，每张的价值等于它的黄纽扣数。收为{ -fleamarket-popularity }的牌背面朝上：大家看得到你有几张，但只有你知道值多少（直到游戏结束）。
fleamarket-rules-round = **一轮的流程**
    1. { -fleamarket-price-cut }（第一轮没有）→ 2. { -fleamarket-display } → 3. { -fleamarket-settlement } → 4. { -fleamarket-restock }。{ -fleamarket-price-cut }、{ -fleamarket-display }和{ -fleamarket-restock }都从{ -fleamarket-start-player }开始顺时针进行；{ -fleamarket-settlement }则所有人同时进行。
fleamarket-rules-points = { $n ->
       *[other] { $n } 点
    }
fleamarket-rules-cut = **1. { -fleamarket-price-cut }**（从第二轮起）
    从{ -fleamarket-start-player }开始顺时针，有{ -fleamarket-money }的玩家可以降低本轮的总价值，降第 k 点要花 ¥k：{ $costs }。用{ -fleamarket-money }牌支付（见最后一页“付款”）；付出的牌横置在{ -fleamarket-stall }前，表示正在促销，{ -fleamarket-settlement }完成后弃掉。
fleamarket-rules-threshold = { $players } 人时 { $players } 张
fleamarket-rules-display = **2. { -fleamarket-display }**
    轮到你时，从手牌打出任意张 **同一数值** 的牌（颜色可以不同），放到你的空{ -fleamarket-stall }上，每个{ -fleamarket-stall }一张。
    • **{ -fleamarket-price-war }：** 出牌后，任何颜色在所有{ -fleamarket-stall }上的总数达到玩家人数（{ $thresholds }）时，该色的牌全部弃掉；空出来的{ -fleamarket-stall }可以继续使用。
    • **结束{ -fleamarket-display }：** 不愿意或不能出牌（没有手牌或没有空{ -fleamarket-stall }）时，横置你的第一个{ -fleamarket-stall }，本轮不再{ -fleamarket-display }。其他人继续轮流；只剩一人时，由他连续行动。
    • 所有人都结束{ -fleamarket-display }，或{ -fleamarket-stall }上集齐全部 { $colours } 种颜色时（先检查{ -fleamarket-price-war }），{ -fleamarket-display }阶段立刻结束。
fleamarket-rules-settle = **3. { -fleamarket-settlement }**（所有人同时进行）
    • **维护成本：** 每有一个空{ -fleamarket-stall }，就选一张手牌弃掉（手牌不够就全部弃光）。
    • **总价值：** { -fleamarket-stall }上的数值总和，减去你的{ -fleamarket-price-cut }。
    • 总价值 **最高** 者：把{ -fleamarket-stall }上所有的牌收为 **{ -fleamarket-money }**（正面朝上）。
    • 总价值 **最低** 者：把{ -fleamarket-stall }上所有的牌收为 **{ -fleamarket-popularity }**（背面朝上）。
    • **{ -fleamarket-sale }：** 其他玩家若{ -fleamarket-stall }上有 { $sale }，可以留下{ -fleamarket-stall }上单一纽扣数最低的一张牌，按那张牌上{ -fleamarket-money }与{ -fleamarket-popularity }中较低的一项，收为{ -fleamarket-money }或{ -fleamarket-popularity }（两者相同时自选），其余弃掉。
    • 其他人弃掉{ -fleamarket-stall }上所有的牌。{ -fleamarket-stall }上没有牌的玩家直接跳过{ -fleamarket-settlement }：不付维护成本，也不会是最低。
    • **平局：** 无论比大还是比小，都是顺位较靠近{ -fleamarket-start-player }（顺时针，{ -fleamarket-start-player }优先）的玩家胜出。若所有有牌的玩家都一样，由{ -fleamarket-start-player }选择当最大或最小（他没有牌时，由他之后第一位有牌的玩家来选），顺时针下一位则当另一边。
    • 接着弃掉{ -fleamarket-price-cut }用的牌。此时若有人{ -fleamarket-popularity }达到 { $target } 或以上，游戏结束。
fleamarket-rules-restock = **4. { -fleamarket-restock }**（从{ -fleamarket-start-player }开始顺时针）
    • 你有几个{ -fleamarket-stall }就从抽牌堆补几张牌，**或** 增加一个{ -fleamarket-stall }：把抽牌堆顶的牌背面朝上放在面前。
    • 接着可以一张一张地 **额外{ -fleamarket-restock }**，要买几张都可以，只要付得起：{ $extras }……（第 n 张花 ¥n）。
    • 抽牌堆用完时，把弃牌堆洗匀，成为新的抽牌堆。
    • **一轮结束：** 横置的{ -fleamarket-stall }恢复直立；本轮{ -fleamarket-settlement }总价值最高的玩家成为新的{ -fleamarket-start-player }，没有的话由最低者担任；两者都没有则{ -fleamarket-start-player }不变。
fleamarket-rules-pay = **用{ -fleamarket-money }牌付款**
    游戏没有钱币：{ -fleamarket-money }就是你收下的、正面朝上的牌。要付 ¥N（{ -fleamarket-price-cut }、额外{ -fleamarket-restock }）时，付出价值至少 N 的牌：选多付最少的组合，其次张数最少，再其次牌最小。不找零，{ -fleamarket-money }牌不够就不能买。额外{ -fleamarket-restock }付出的牌立刻进弃牌堆（重新洗牌后可能再回来）；{ -fleamarket-price-cut }付出的牌则在{ -fleamarket-settlement }后弃掉。
fleamarket-rules-pay_example = 示例：你有 { $pile }（{ $worths }），付 ¥{ $first } 时用 { $first_cards }，付 ¥{ $second } 时用 { $second_cards }。如果只有 { $big }，付 ¥1 也要交出整张（¥{ $big_worth }）：不找零。
fleamarket-rules-end = **游戏结束**
    { -fleamarket-settlement }后只要有人{ -fleamarket-popularity }达到 { $target } 或以上，游戏就结束，并公开所有人的{ -fleamarket-popularity }。{ -fleamarket-popularity }最高者获胜；平局时{ -fleamarket-money }多者获胜；仍然平局则共同获胜。（保险规则：如果所有手牌、抽牌堆和弃牌堆都空了，再也没有牌可出，游戏也会在该轮后结束，以同样方式排名。）

# Words drawn in the pictures (rendering/fleamarket.py)
fleamarket-pic-round = 第 { $round } 轮
fleamarket-pic-phase-cut = { -fleamarket-price-cut }
fleamarket-pic-phase-display = { -fleamarket-display }
fleamarket-pic-phase-settle = { -fleamarket-settlement }
fleamarket-pic-phase-restock = { -fleamarket-restock }
fleamarket-pic-phase-over = 游戏结束
fleamarket-pic-settle-waiting = 等待 { $names }
fleamarket-pic-settle-resolving = { -fleamarket-settlement }中
fleamarket-pic-start = { -fleamarket-start-player }：{ $name }
fleamarket-pic-start_random = 随机抽出的{ -fleamarket-start-player }：{ $name }
fleamarket-pic-colours = 场上颜色 { $showing }/6：集齐六色即结束{ -fleamarket-display }
fleamarket-pic-war = { $n } 张即{ -fleamarket-price-war }
fleamarket-pic-cut = { -fleamarket-price-cut } −{ $n }
fleamarket-pic-total = Σ { $total }
fleamarket-pic-passed = 已结束
fleamarket-pic-playing = 出牌中
fleamarket-pic-cutting = { -fleamarket-price-cut }中
fleamarket-pic-restocking = { -fleamarket-restock }中
fleamarket-pic-discarding = 弃 { $n } 张
fleamarket-pic-choosing = 选择中
fleamarket-pic-player = 玩家 { $n }
fleamarket-pic-cut_discarded = { -fleamarket-price-cut } · 已弃掉
fleamarket-pic-popularity = { -fleamarket-popularity } { $n }（{ $k } 张）· 只有你看得到总数
fleamarket-pic-table = 其他店铺
fleamarket-pic-hand_empty = 没有手牌
fleamarket-pic-selecting = 打出数值 { $value }：已选 { $n } 张
fleamarket-pic-your_stalls = 你的{ -fleamarket-stall }
fleamarket-pic-hand_label = 手牌 { $n }
fleamarket-pic-settlement_title = 第 { $round } 轮{ -fleamarket-settlement }
fleamarket-pic-role-highest = 最高
fleamarket-pic-role-lowest = 最低
fleamarket-pic-role-sale = { -fleamarket-sale }
fleamarket-pic-role-none = 无所得
fleamarket-pic-role-skip = 没有牌
fleamarket-pic-took-money = 得到 ¥{ $money }
fleamarket-pic-took-sale_money = 留下一张：¥{ $money }
fleamarket-pic-took-sale_popularity = 留下一张当{ -fleamarket-popularity }
fleamarket-pic-took-none = 牌全部弃掉
fleamarket-pic-took-skip = 跳过{ -fleamarket-settlement }
fleamarket-pic-maintenance = 维护成本：弃 { $n } 张
fleamarket-pic-tie = 所有人平局：{ $name } 选择{ $choice }
fleamarket-pic-choice-highest = 最大
fleamarket-pic-choice-lowest = 最小
fleamarket-pic-reason-exhausted = 市场上的牌用完了
fleamarket-pic-popularity_col = { -fleamarket-popularity }
fleamarket-pic-money_col = { -fleamarket-money }
fleamarket-pic-banner-yours = 轮到你了
fleamarket-pic-banner-turn = 轮到 { $name }
fleamarket-pic-do-cut = 是否为本轮总和{ -fleamarket-price-cut }：第 k 点花 ¥k
fleamarket-pic-do-display = 把同一数值的牌放到空{ -fleamarket-stall }上，或者结束
fleamarket-pic-do-restock = 每个{ -fleamarket-stall }抽一张牌，或者增加一个{ -fleamarket-stall }
fleamarket-pic-do-extra = 再买一张牌，或者结束{ -fleamarket-restock }
fleamarket-pic-do-discard = 维护成本：弃 { $n } 张手牌
fleamarket-pic-do-tie = 所有人平局：选择最大或最小
fleamarket-pic-do-sale = { -fleamarket-sale }：留下一张当{ -fleamarket-money }或{ -fleamarket-popularity }
fleamarket-pic-piles = 抽牌堆 { $deck } · 弃牌堆 { $discard }
fleamarket-pic-legend-money = 最大时得{ -fleamarket-money }
fleamarket-pic-legend-popularity = 最小时得{ -fleamarket-popularity }
fleamarket-pic-legend-sale = { -fleamarket-sale }（{ $values }）
fleamarket-pic-legend-empty = 空{ -fleamarket-stall }
fleamarket-pic-legend-total = { -fleamarket-price-cut }后的总和
fleamarket-pic-legend-hand = 手牌数
fleamarket-pic-legend-pile = { -fleamarket-popularity }牌（背面朝上）
fleamarket-pic-legend-cut = 用于{ -fleamarket-price-cut }的牌
fleamarket-pic-col-total = Σ { -fleamarket-stall }
fleamarket-pic-col-pile = ★ 张数
fleamarket-pic-col-hand = 手牌
fleamarket-pic-took-pop_cards = { $n } 张当{ -fleamarket-popularity }
fleamarket-pic-won-money = { $name } 得到 ¥{ $money }
fleamarket-pic-won-popularity = { $name } 把 { $n } 张牌当{ -fleamarket-popularity }
fleamarket-pic-won-nothing = 本轮没有人卖出
fleamarket-pic-wins = { $n ->
       *[other] { $name } 获胜
    }
fleamarket-pic-reason-reached = { $name } 的{ -fleamarket-popularity }达到 { $target }
fleamarket-pic-in_n = { $value }（{ $n } 张）
fleamarket-pic-legend-war = 现在打出即{ -fleamarket-price-war }
fleamarket-pic-legend-start = { -fleamarket-start-player }
fleamarket-pic-legend-kept = { -fleamarket-sale }时留下
fleamarket-pic-legend-discarded = 已弃掉

# How moves read in the history and replays (cogs/fleamarket/history.py)
history-fleamarket-round = 🔔 第 { $round } 轮开始：**{ $player }** 是{ -fleamarket-start-player }。
history-fleamarket-price_war = 💥 { -fleamarket-price-war }：{ $colours }，共弃掉 { $count } 张牌。
history-fleamarket-settlement = 📊 第 { $round } 轮{ -fleamarket-settlement }。
history-fleamarket-event-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 点（¥{ $cost }）。
history-fleamarket-event-no_cut = 🏷️ **{ $player }** 不{ -fleamarket-price-cut }。
history-fleamarket-event-extra = 📦 **{ $player }** 花 ¥{ $cost } 额外{ -fleamarket-restock } 1 张。
history-fleamarket-take-money = { -fleamarket-money }
history-fleamarket-take-popularity = { -fleamarket-popularity }
history-fleamarket-value = 🛒 **{ $player }** 选择铺出数值 { $value } 的牌。
history-fleamarket-card = 🛒 **{ $player }** 把 { $card } 加入这次{ -fleamarket-display }。
history-fleamarket-back = ↩️ **{ $player }** 返回上一步。
history-fleamarket-play = 🛒 **{ $player }** 铺出选好的牌。
history-fleamarket-pass = ✋ **{ $player }** 结束{ -fleamarket-display }。
history-fleamarket-discard = 🗑️ **{ $player }** 弃掉 { $card } 作为维护成本。
history-fleamarket-tie = ⚖️ **{ $player }** 选择当{ $take }。
history-fleamarket-sale = 🏷️ **{ $player }** 把一张{ -fleamarket-sale }牌收作{ $take }。
history-fleamarket-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 点。
history-fleamarket-draw = 📦 **{ $player }** { -fleamarket-restock }。
history-fleamarket-stall = 🏪 **{ $player }** 增加一个{ -fleamarket-stall }。
history-fleamarket-extra = 📦 **{ $player }** 额外{ -fleamarket-restock } 1 张。
history-fleamarket-done = 📦 **{ $player }** 完成{ -fleamarket-restock }。

## Pictures round 2 (issue 24): complete decisions, the price war's trace, the final's total
fleamarket-pic-do-cut-short = { -fleamarket-price-cut }：是否降低本轮{ -fleamarket-stall }的总和
fleamarket-pic-reason-total = { $name } 的{ -fleamarket-popularity }达到 { $total }（目标 { $target }）
fleamarket-pic-no_stall_cards = { -fleamarket-stall }上没有牌
fleamarket-pic-your-money = 你的{ -fleamarket-money } ¥{ $money }
fleamarket-pic-cut-row = 降 { $n } 点 = ¥{ $cost }
fleamarket-pic-cut-short = 你的钱牌不够
fleamarket-pic-cut-effect = 总和 −{ $n }
fleamarket-pic-cut-note = { -fleamarket-price-cut }会降低你本轮{ -fleamarket-stall }的总和：总和最小的人把牌收作{ -fleamarket-popularity }。付出的牌放在{ -fleamarket-stall }前，{ -fleamarket-settlement }后弃掉；不找零。
fleamarket-pic-sale-what = { -fleamarket-sale }：你留下一张牌，{ -fleamarket-stall }上其余的牌弃掉。
fleamarket-pic-sale-money = 留作{ -fleamarket-money }：¥{ $money }
fleamarket-pic-sale-popularity = 留作{ -fleamarket-popularity }：★{ $pop }
fleamarket-pic-sale-money-gives = 正面朝上放进钱堆：可支付{ -fleamarket-price-cut }和额外的牌
fleamarket-pic-sale-popularity-gives = 背面朝上放进人气堆：计入 { $target } { -fleamarket-popularity }的目标
fleamarket-pic-tie-what = 有牌的玩家总和都是 Σ { $total }。最大者把牌卖成{ -fleamarket-money }；最小者把牌收作{ -fleamarket-popularity }。
fleamarket-pic-restock-what = 抽 { $n } 张牌（每个{ -fleamarket-stall }一张），或增加一个{ -fleamarket-stall }：共 { $m } 个，现在不抽牌。
fleamarket-pic-extra-pays = 再买一张：¥{ $cost }，支付的牌
fleamarket-pic-tie-money = { -fleamarket-popularity }相同：{ -fleamarket-money }多者名次在前。
fleamarket-pic-war-title = { -fleamarket-price-war }：{ $colours }
fleamarket-pic-war-detail = 同一颜色在{ -fleamarket-stall }上达 { $n } 张：弃掉 { $count } 张
fleamarket-pic-war-lost = 弃掉 { $n } 张

## hints (issue 25): what Normal would play and why
fleamarket-hint-value = 打出你的 { $value }（{ $count } 张）：总价值变成 { $total }，有 { $chance }% 的机会最小，拿到 { $popularity } 点{ -fleamarket-popularity }。
fleamarket-hint-card = 加入{ $colour_term }{ $value }：数值 { $value } 的最佳打法是在{ -fleamarket-stall }上放 { $count } 张。
fleamarket-hint-play = 现在打出：数值 { $value } 的最佳打法就是这 { $count } 张，再加一张不划算。
fleamarket-hint-pass = 结束{ -fleamarket-display }：你{ -fleamarket-stall }的总价值保持 { $total }，有 { $chance }% 的机会最小；打出任何牌都不会更好。
fleamarket-hint-cut = { -fleamarket-price-cut } { $amount } 点（¥{ $cost }）：你手里有 { $rich } 张带 2 个以上紫纽扣的牌，当最小的划算。
fleamarket-hint-no_cut = 不{ -fleamarket-price-cut }：手里有 { $need } 张带 2 个以上紫纽扣的牌才划算，你现在只有 { $rich } 张。
fleamarket-hint-no_cut_waste = 不{ -fleamarket-price-cut }：用你的{ -fleamarket-money }牌（¥{ $money }）支付会多亏 ¥{ $waste } 以上（不找零）。
fleamarket-hint-discard = 弃掉{ $colour_term }{ $value }：数值 { $value } 只有 { $popularity } 点{ -fleamarket-popularity }，是你手里最没用的牌。
fleamarket-hint-tie = 选{ $take_term }：你{ -fleamarket-stall }上的牌当{ -fleamarket-popularity }值 { $popularity } 点，当{ -fleamarket-money }值 ¥{ $money }。
fleamarket-hint-sale_popularity = 留作{ -fleamarket-popularity }：{ -fleamarket-popularity }决定胜负（达到 { $target } 游戏就结束）。
fleamarket-hint-sale_money = 留作{ -fleamarket-money }：可以用来支付{ -fleamarket-price-cut }和多补的牌。
fleamarket-hint-draw = 补 { $count } 张：你手里只有 { $hand } 张牌，比起新{ -fleamarket-stall }更需要牌。
fleamarket-hint-stall = 增加{ -fleamarket-stall }：你手里已有 { $hand } 张牌，多一个{ -fleamarket-display }的位置比多几张牌更有用。
fleamarket-hint-extra = 花 ¥{ $cost } 多补 1 张：你手里只有 { $hand } 张牌，多补的牌现在还便宜。
fleamarket-hint-done = 结束{ -fleamarket-restock }：下一张要 ¥{ $cost }，你手里已有 { $hand } 张牌。
