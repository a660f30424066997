# fisherman：简体中文（中国大陆），用语见 glossary/fisherman.ftl（按日文规则书 003 统一中译）。
# identical to English by design: fisherman-card, fisherman-button-size, fisherman-final-medals, fisherman-pic-shield_cell
# （原因：鱼种 尺寸；两个尺寸；奖牌 emoji 和数量）

game-fisherman-name = 钓鱼大赛（Fisherman）

fisherman-species-aji = { -fisherman-aji }
fisherman-species-fugu = { -fisherman-fugu }
fisherman-species-tai = { -fisherman-tai }
fisherman-species-haze = { -fisherman-haze }
fisherman-species-ika = { -fisherman-ika }

fisherman-species_long-aji = { -fisherman-aji }（蓝）
fisherman-species_long-fugu = { -fisherman-fugu }（绿）
fisherman-species_long-tai = { -fisherman-tai }（红）
fisherman-species_long-haze = { -fisherman-haze }（黄）
fisherman-species_long-ika = { -fisherman-ika }（白）

fisherman-card = { $species } { $size }

fisherman-rule-target = { -fisherman-target }
fisherman-rule-order = { -fisherman-order }
fisherman-rule-size = { -fisherman-size }
fisherman-rule-junk = { -fisherman-junk }

fisherman-order-asc = { $low } 最强
fisherman-order-desc = { $high } 最强

fisherman-size_pair = { $low }–{ $high }

fisherman-unset = ？

fisherman-button-order-asc = 升序 · { $low } 最强
fisherman-button-order-desc = 降序 · { $high } 最强
fisherman-button-size = { $low }–{ $high }

fisherman-status-head = **第 { $tournament }/{ $tournaments } 场{ -fisherman-tournament }** · { -fisherman-dealer }：**{ $dealer }**
fisherman-status-rules = 规则：🎯 { $target } · ⚖️ { $order } · 📏 { $size } · 🗑️ { $junk }
fisherman-status-choose-target = 🎣 **{ $player }**，请选择 **{ -fisherman-target }**：每钓到一张得 { $target } 分。
fisherman-status-choose-order = ⚖️ **{ $player }**，请决定 **{ -fisherman-order }**：小鱼强，还是大鱼强？
fisherman-status-choose-size = 📏 **{ $player }**，请选择 **{ -fisherman-size }**（两个相连的数字）：钓到这两种尺寸的鱼得 { $size } 分（{ -fisherman-junk }则为 { $size_on_junk } 分）。
fisherman-status-choose-junk = 🗑️ **{ $player }**（{ -fisherman-dealer }），请选择 **{ -fisherman-junk }**：{ -fisherman-junk }是主牌，每钓到一张得 { $junk } 分。
fisherman-status-lead = 第 { $trick }/{ $tricks } { -fisherman-trick }：由 **{ $player }** 领出（请看私信或点 **我的手牌**）。
fisherman-status-follow = 第 { $trick }/{ $tricks } { -fisherman-trick }：轮到 **{ $player }** 出牌，有 { $species }就必须跟出。
fisherman-status-table = 桌上：{ $plays }
fisherman-status-last_trick = 上一{ -fisherman-trick }：**{ $player }** 以 { $card } 获胜，收下：{ $kept }{ $aside }。
fisherman-status-over = 所有{ -fisherman-tournament }都结束了。

fisherman-play_item = { $player }：{ $card }

fisherman-kept_nothing = 无


fisherman-event-rule-target = 🎯 **{ $player }** 选定{ -fisherman-target }：**{ $value }**。
fisherman-event-rule-order = ⚖️ **{ $player }** 选定{ -fisherman-order }：**{ $value }**。
fisherman-event-rule-size = 📏 **{ $player }** 选定{ -fisherman-size }：**{ $value }**。
fisherman-event-rule-junk = 🗑️ **{ $player }** 选定{ -fisherman-junk }：**{ $value }**。
fisherman-event-fishing = 🎣 规则决定了，由 **{ $player }** 领出第一{ -fisherman-trick }。
fisherman-event-trick = 🐟 **{ $player }** 以 { $card } 赢得第 { $trick } { -fisherman-trick }，收下：{ $kept }{ $aside }。
fisherman-event-tournament = 🚩 第 { $tournament }/{ $tournaments } 场{ -fisherman-tournament }：由 **{ $dealer }** 发牌。

fisherman-results-title = **第 { $tournament } 场{ -fisherman-tournament }结果**
    { $rules }

fisherman-shield-gold = 🥇 金{ -fisherman-shield }（+{ $points }）
fisherman-shield-silver = 🥈 银{ -fisherman-shield }（+{ $points }）
fisherman-shield-bronze = 🥉 铜{ -fisherman-shield }（+{ $points }）
fisherman-shield-none = 没有{ -fisherman-shield }

fisherman-final-line = { $rank }. **{ $player }**：{ $score } { -fisherman-points }（{ $medals }）
fisherman-final-medals = 🥇×{ $gold } 🥈×{ $silver } 🥉×{ $bronze }

fisherman-hand-turn = **轮到你了**：第 { $tournament }/{ $tournaments } 场{ -fisherman-tournament }，第 { $trick }/{ $tricks } { -fisherman-trick }。
fisherman-hand-lead = 由你领出：任意出一张牌。
fisherman-hand-follow =
    { $plays }
    你必须跟出 **{ $species }**。
fisherman-hand-void =
    { $plays }
    你没有 { $species }：可以任意出一张牌。
fisherman-hand-waiting = 第 { $tournament }/{ $tournaments } 场{ -fisherman-tournament }，第 { $trick }/{ $tricks } { -fisherman-trick }：等待 **{ $player }**。
fisherman-hand-rules = 第 { $tournament }/{ $tournaments } 场{ -fisherman-tournament }：**{ $player }** 正在决定{ $rule }。你这场的手牌：
fisherman-hand-worth = 钓到得 { $points } 分
fisherman-hand-trump = 主牌 · 钓到得 { $points } 分

fisherman-unknown_action = 这不是钓鱼大赛的动作。

fisherman-wrong_phase = 现在不能这样做（游戏目前处于“{ $phase }”阶段）。

fisherman-wrong_rule = 现在要决定的是{ $rule }。

fisherman-unknown_species = 没有叫做 { $species } 的鱼。

fisherman-not_in_play = { $players } 人游戏不使用 { $species }。

fisherman-junk_is_target = { $species } 已经是{ -fisherman-target }了；{ -fisherman-junk }必须是另一种鱼。

fisherman-bad_order = { -fisherman-order }只能选升序或降序（不能是 { $order }）。

fisherman-bad_size = 请选两个相连尺寸中较小的那个，1 到 9（不能是 { $size }）。

fisherman-not_in_hand = 你手上没有 { $card }。

fisherman-must_follow = 你手上还有 { $species }，必须跟出。

phase-setting = 决定{ -fisherman-tournament }规则

phase-fishing = 钓鱼（出牌吃{ -fisherman-trick }）

fisherman-status-first_dealer = 🎲 随机抽出 **{ $dealer }** 当第一位{ -fisherman-dealer }：{ -fisherman-dealer }决定{ -fisherman-junk }，并领出第一{ -fisherman-trick }。每场{ -fisherman-tournament }结束后，{ -fisherman-dealer }交给左手边的玩家。
fisherman-status-last_trick_set_aside = 上一{ -fisherman-trick }：**{ $player }** 获胜，收下：{ $kept }{ $aside }。

fisherman-event-trick_set_aside = 🐟 **{ $player }** 赢得第 { $trick } { -fisherman-trick }，收下：{ $kept }{ $aside }。

fisherman-aside = ；另有 { $count } 张盖着移到一旁

fisherman-rules-title-overview = 钓鱼大赛 · 游戏概要与卡牌
fisherman-rules-overview = 一款吃墩（trick-taking）的钓鱼比赛游戏，{ $low }–{ $high } 人。{ -fisherman-tournament }的场数等于玩家人数，每人轮流当一次{ -fisherman-dealer }。每场{ -fisherman-tournament }先由玩家定下四项规则，再出牌吃墩，钓起规则会给分的鱼。每场{ -fisherman-tournament }颁发{ -fisherman-shield }；最后一场结束后，{ -fisherman-points }最多的人获胜。
fisherman-rules-cards-title = 卡牌
fisherman-rules-cards =
    鱼卡共 { $count } 种鱼，每种鱼的尺寸 { $low }–{ $high } 各一张：
    { $species }
fisherman-rules-species-aji = • { -fisherman-aji }（アジ）：蓝色，□
fisherman-rules-species-fugu = • { -fisherman-fugu }（フグ）：绿色，○
fisherman-rules-species-tai = • { -fisherman-tai }（タイ）：红色，◇
fisherman-rules-species-haze = • { -fisherman-haze }（ハゼ）：黄色，≡
fisherman-rules-species-ika = • { -fisherman-ika }（イカ）：白色，△
fisherman-rules-decks-title = 按玩家人数
fisherman-rules-deck_line = • { $players } 人：{ $cards } 张，每人 { $each } 张，{ $unused } 张不用{ $without }
fisherman-rules-without = （不含{ $species }）
fisherman-rules-decks =
    { $lines }
    每场{ -fisherman-tournament }都重新洗牌、发牌。没用到的牌整场都面朝下、不公开。你只看得到自己的手牌。
fisherman-rules-dealer-title = { -fisherman-tournament }与{ -fisherman-dealer }
fisherman-rules-dealer = { -fisherman-tournament }场数等于玩家人数，每人当一次{ -fisherman-dealer }。第一位{ -fisherman-dealer }在游戏开始时随机抽出，并公布在第一张版图上；每场{ -fisherman-tournament }后，{ -fisherman-dealer }交给左手边（顺时针下一位）的玩家。{ -fisherman-junk }一定由{ -fisherman-dealer }选择，{ -fisherman-dealer }也领出第一{ -fisherman-trick }。
fisherman-rules-title-setting = 钓鱼大赛 · 决定规则
fisherman-rules-setting = 出牌之前，按下列顺序决定本场{ -fisherman-tournament }的四项规则：从{ -fisherman-dealer }左手边的玩家开始顺时针轮流，一次一人。规则会留在版图的大赛规则板上，整场{ -fisherman-tournament }有效。只能选本局有使用的鱼种。
fisherman-rules-target-title = 1. { -fisherman-target }（日文“本命”）
fisherman-rules-target = 选一种鱼。每钓到一张{ -fisherman-target }得 { $target } 分。
fisherman-rules-order-title = 2. { -fisherman-order }（日文“評価”）
fisherman-rules-order = 同一种鱼中哪些尺寸较强。升序：{ $low } 最强（{ $ascending } …）。降序：{ $high } 最强（{ $descending } …）。
fisherman-rules-size-title = 3. { -fisherman-size }（日文“サイズ”）
fisherman-rules-size = 两个相连的尺寸（{ $first } … { $last }；不能选不相连的数字，{ $high } 和 { $low } 也不算相连）。钓到这两种尺寸的牌，无论鱼种都多得 { $size } 分；只有{ -fisherman-junk }例外，它的尺寸分是 { $size_on_junk } 分。
fisherman-rules-junk-title = 4. { -fisherman-junk }（主牌）
fisherman-rules-junk = { -fisherman-target }以外的一种鱼，一定由{ -fisherman-dealer }选择。{ -fisherman-junk }是主牌：任何一张{ -fisherman-junk }都比其他鱼种的牌强。每钓到一张{ -fisherman-junk }得 { $junk } 分。
fisherman-rules-setters-title = 由谁决定
fisherman-rules-setters_line = • { $players } 人：{ $who }
fisherman-rules-setter-dealer = { $rules }：{ -fisherman-dealer }
fisherman-rules-setter-left = { $rules }：{ -fisherman-dealer }左手边第 { $nth } 位玩家
fisherman-rules-title-fishing = 钓鱼大赛 · 钓鱼（出牌吃墩）
fisherman-rules-fishing = 一场{ -fisherman-tournament }的{ -fisherman-trick }数等于每人的手牌数（{ $tricks }）。{ -fisherman-dealer }领出第一{ -fisherman-trick }；之后每一{ -fisherman-trick }由上一{ -fisherman-trick }的赢家领出，直到手牌出完。
fisherman-rules-play-title = 怎么出一{ -fisherman-trick }
fisherman-rules-play = 领出的玩家任意出一张牌。接着顺时针每人出一张：手上有领出的鱼种就必须跟出；没有的话可以出任意一张（大家也就知道你这场已经没有那种鱼了）。尺寸不会限制出牌。
fisherman-rules-wins-title = 谁赢得这一{ -fisherman-trick }
fisherman-rules-wins = 只要有人出了{ -fisherman-junk }，最强的{ -fisherman-junk }获胜：{ -fisherman-junk }是主牌。否则由领出鱼种中最强的牌获胜；其他鱼种永远赢不了。强弱按“{ -fisherman-order }”规则：升序时 { $low } 胜过 { $second }；降序时 { $high } 胜过 { $second_high }。
fisherman-rules-keeps-title = 赢家收下什么
fisherman-rules-keeps = 赢家只收下会计分的牌（{ -fisherman-target }、两种{ -fisherman-size }、{ -fisherman-junk }），正面朝上放在自己面前，在{ -fisherman-tournament }结束时计分。这一{ -fisherman-trick }的其他牌面朝下移到一旁，从此不再公开：完成的一{ -fisherman-trick }只在版图上保留到下一张牌打出为止，之后只显示收下的牌，移到一旁的牌只显示张数。
fisherman-rules-title-scoring = 钓鱼大赛 · 计分、{ -fisherman-shield }与游戏结束
fisherman-rules-scoring = 每场{ -fisherman-tournament }结束时，每位玩家计算自己钓到的牌的分数。
fisherman-rules-points-title = 每张钓到的牌的分数
fisherman-rules-points =
    • { -fisherman-target }：{ $target }
    • 两种{ -fisherman-size }之一：{ $size }（若是{ -fisherman-junk }则改为 { $size_on_junk }）
    • { -fisherman-junk }：{ $junk }
    分数会累加：符合{ -fisherman-size }的{ -fisherman-target }得 { $target_size }，符合{ -fisherman-size }的{ -fisherman-junk }得 { $junk_size }。其他的牌得 0 分，也不会被收下。
fisherman-rules-example-title = 示例（取自规则书）
fisherman-rules-example =
    { -fisherman-target }为{ $target }、{ -fisherman-size }为 { $size }、{ -fisherman-junk }为{ $junk }时：
    { $cards }
fisherman-rules-example_card = { $card } → { $points } 分
fisherman-rules-shields-title = { -fisherman-shield }
fisherman-rules-shields = 按本场{ -fisherman-tournament }的分数排名：{ $shields }，之后的名次什么都没有。同分的玩家名次相同，并跳过后面的名次：分数 { $points } → 名次 { $ranks }（{ $kinds }）。
fisherman-rules-shield_item = 第 { $rank } 名得{ $kind }{ -fisherman-shield }（{ $points } { -fisherman-points }）
fisherman-rules-end-title = 游戏结束
fisherman-rules-end = 最后一场{ -fisherman-tournament }结束后（每人都当过一次{ -fisherman-dealer }），{ -fisherman-points }最多的人获胜；同分则共同获胜。
fisherman-rules-title-discord = 钓鱼大赛 · 在这里怎么玩
fisherman-rules-discord = 在 Discord 上的玩法。
fisherman-rules-board-title = 版图
fisherman-rules-board = 频道中的版图会显示大赛规则板、桌上这一{ -fisherman-trick }、上一{ -fisherman-trick }，以及每位玩家的渔获、分数和{ -fisherman-shield }。轮到决定规则的玩家用版图上的按钮选择。
fisherman-rules-hand-title = 你的手牌
fisherman-rules-hand = 你的手牌会通过私信送达（私信关闭时，点版图上的 **我的手牌** 按钮）。轮到你时只会列出可以出的牌；每个按钮都显示按目前已决定的规则，这张牌被钓到时的分数。
fisherman-rules-tricks_item = { $players } 人时 { $tricks } { -fisherman-trick }
fisherman-rules-no_shield = 无

fisherman-board_closed = 🐟 版图已关闭：结果和下一张版图在下方。

fisherman-board_closed_over = 🐟 版图已关闭：最终排名在下方。

fisherman-shield_name-gold = 金
fisherman-shield_name-silver = 银
fisherman-shield_name-bronze = 铜

# Words drawn in the pictures (rendering/fisherman.py)
fisherman-pic-tournament = 第 { $n }/{ $total } 场{ -fisherman-tournament }
fisherman-pic-trick = 第 { $n }/{ $total } { -fisherman-trick }
fisherman-pic-over = 游戏结束
fisherman-pic-target = { -fisherman-target }
fisherman-pic-order = { -fisherman-order }
fisherman-pic-size = { -fisherman-size }
fisherman-pic-junk = { -fisherman-junk }（主牌）
fisherman-pic-rule_target = { -fisherman-target }
fisherman-pic-rule_order = { -fisherman-order }
fisherman-pic-rule_size = { -fisherman-size }
fisherman-pic-rule_junk = { -fisherman-junk }
fisherman-pic-target_note = 每张 { $target }
fisherman-pic-size_note = 每张 { $size }（{ -fisherman-junk } { $size_on_junk }）
fisherman-pic-junk_note = 主牌 · 每张 { $junk }
fisherman-pic-asc_note = { $low } 最强
fisherman-pic-desc_note = { $high } 最强
fisherman-pic-current_trick = 第 { $n }/{ $total } { -fisherman-trick }
fisherman-pic-last_trick = 上一{ -fisherman-trick }（{ $n }）
fisherman-pic-face_down = { $n } 张盖牌
fisherman-pic-set_aside = { $n } 张移到一旁
fisherman-pic-dealer_title = { -fisherman-dealer } · 大渔旗
fisherman-pic-dealer_drawn = 随机抽出的第一位{ -fisherman-dealer }
fisherman-pic-dealer_moved = 每场{ -fisherman-tournament }后{ -fisherman-dealer }往左移
fisherman-pic-dealer_does = 决定{ -fisherman-junk } · 领出第一{ -fisherman-trick }
fisherman-pic-kept = 收下
fisherman-pic-nothing_kept = 没有收下
fisherman-pic-points = 分数
fisherman-pic-no_catch = 还没有渔获
fisherman-pic-your_turn = 轮到你了
fisherman-pic-must_follow = 跟出{ $species }
fisherman-pic-any_card = 任意出一张
fisherman-pic-worth_note = 牌下方的数字：按目前已决定的规则，每张被钓到时的分数。
fisherman-pic-results_title = 第 { $n } 场{ -fisherman-tournament }结果
fisherman-pic-final_title = 最终排名
fisherman-pic-winner = 获胜者
fisherman-pic-winners = 获胜者（平局）
fisherman-pic-total = 总计
fisherman-pic-player = 玩家 { $n }
fisherman-pic-turn_of = 轮到 { $name }
fisherman-pic-choose = 选择{ $rule }
fisherman-pic-choose_on_board = 请用版图上的按钮选择{ $rule }
fisherman-pic-trick_done = 第 { $n }/{ $total } { -fisherman-trick } · 已收
fisherman-pic-aside_mark = 放到一旁
fisherman-pic-kept_count = 收下 { $n } 张：{ $points }
fisherman-pic-your_catch = 你的渔获
fisherman-pic-caught_nothing = 没有渔获
fisherman-pic-catches = 渔获
fisherman-pic-col_player = 玩家
fisherman-pic-col_points = 分数
fisherman-pic-col_shield = { -fisherman-shield }
fisherman-pic-shield_cell = { $kind } +{ $points }
fisherman-pic-gold_to = 金{ -fisherman-shield }：{ $names }
fisherman-pic-legend_dealer = { -fisherman-dealer }
fisherman-pic-legend_turn = 轮到行动
fisherman-pic-legend_winning = 赢得这一{ -fisherman-trick }
fisherman-pic-legend_back = 盖着放到一旁
fisherman-pic-legend_shield = { $kind }{ -fisherman-shield }：{ $points }
fisherman-pic-legend_hand = 手牌张数
fisherman-pic-legend_lead = 领出
fisherman-kept_points =
    { $count ->
       *[other] { $cards }（{ $points } 分）
    }
fisherman-results-entry =
    { $count ->
       *[other] { $rank }. **{ $player }**：{ $points } 分 → { $shield }
    }
fisherman-hand-catch =
    { $count ->
       *[other] 你的渔获：{ $cards }（本场{ -fisherman-tournament } { $points } 分）。
    }
fisherman-hand-no_catch = 你的渔获：还没有。
fisherman-pic-col_shield_points = { -fisherman-points }
fisherman-pic-legend_dim = 现在不能出

# How moves read in the history and replays (cogs/fisherman/history.py)
history-fisherman-trick = 🐟 **{ $player }** 用 { $card } 赢下第 { $trick } { -fisherman-trick }，收下：{ $kept }。
history-fisherman-played = 🎴 **{ $player }** 打出 { $card }。
history-fisherman-play = 🎴 **{ $player }** 打出 { $card }。
history-fisherman-tournament_end = 🚩 第 { $tournament } 场{ -fisherman-tournament }结束：渔获最好的是 { $players }。
history-fisherman-target = 🎯 **{ $player }** 选择{ -fisherman-target }：{ $species }。
history-fisherman-junk = 🗑️ **{ $player }** 选择{ -fisherman-junk }：{ $species }。
history-fisherman-order = ⚖️ **{ $player }** 决定了{ -fisherman-order }。
history-fisherman-size = 📏 **{ $player }** 决定了{ -fisherman-size }。

## Pictures round 2 (fisherman)
fisherman-pic-winner_named =
    { $count ->
        [1] 获胜者：{ $names }
       *[other] 获胜者（平局）：{ $names }
    }
fisherman-pic-legend_tournaments = { $first }、{ $second }、…：第{ $first }场、第{ $second }场…{ -fisherman-tournament }各自得到的{ -fisherman-points }
fisherman-pic-legend_total = 总计：目前为止的{ -fisherman-points }

## Computer levels: hints (what Normal would play, and why)
fisherman-hint-target = 🎯 { -fisherman-target }选 { $species_term }：你手上有 { $count } 张 { $species_term }，自己就有机会钓到。
fisherman-hint-order = ⚖️ { $order ->
        [asc] 升序
       *[desc] 降序
    }：你手上有 { $count } 张牌的{ -fisherman-size }在 { $low }–{ $high } 之间，这个{ -fisherman-order }会让它们变强。
fisherman-hint-size = 📏 { -fisherman-size } { $low }–{ $high }：你手上有 { $count } 张这两种{ -fisherman-size }的鱼。
fisherman-hint-junk = 🗑️ { -fisherman-junk }选 { $species_term }：{ $count ->
        [0] 你手上一张也没有，扣分都会落到别人身上
       *[other] 你手上有 { $count } 张，可以当主牌用
    }。
fisherman-hint-play = 🎣 { $plan ->
        [lead] 首出
       *[other] 打出
    } { $species_term } { $size }：{ $plan ->
        [win] 照目前局面，这一{ -fisherman-trick }由你拿下，共 { $points } 分
        [lose] 这一{ -fisherman-trick }让给别人，其中共 { $points } 分
       *[lead] 钓到它的人得 { $points } 分
    }。
