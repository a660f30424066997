# fisherman：繁體中文（台灣），用語見 glossary/fisherman.ftl（依日文規則書 003 一致中譯）。
# identical to English by design: fisherman-card, fisherman-button-size, fisherman-final-medals, fisherman-pic-shield_cell
# （原因：魚種 尺寸；兩個尺寸；獎牌 emoji 與數量）

game-fisherman-name = 釣魚大賽（Fisherman）

fisherman-species-aji = { -fisherman-aji }
fisherman-species-fugu = { -fisherman-fugu }
fisherman-species-tai = { -fisherman-tai }
fisherman-species-haze = { -fisherman-haze }
fisherman-species-ika = { -fisherman-ika }

fisherman-species_long-aji = { -fisherman-aji }（藍）
fisherman-species_long-fugu = { -fisherman-fugu }（綠）
fisherman-species_long-tai = { -fisherman-tai }（紅）
fisherman-species_long-haze = { -fisherman-haze }（黃）
fisherman-species_long-ika = { -fisherman-ika }（白）

fisherman-card = { $species } { $size }

fisherman-rule-target = { -fisherman-target }
fisherman-rule-order = { -fisherman-order }
fisherman-rule-size = { -fisherman-size }
fisherman-rule-junk = { -fisherman-junk }

fisherman-order-asc = { $low } 最強
fisherman-order-desc = { $high } 最強

fisherman-size_pair = { $low }–{ $high }

fisherman-unset = ？

fisherman-button-order-asc = 升序 · { $low } 最強
fisherman-button-order-desc = 降序 · { $high } 最強
fisherman-button-size = { $low }–{ $high }

fisherman-status-head = **第 { $tournament }/{ $tournaments } 場{ -fisherman-tournament }** · { -fisherman-dealer }：**{ $dealer }**
fisherman-status-rules = 規則：🎯 { $target } · ⚖️ { $order } · 📏 { $size } · 🗑️ { $junk }
fisherman-status-choose-target = 🎣 **{ $player }**，請選擇 **{ -fisherman-target }**：每釣到一張得 { $target } 分。
fisherman-status-choose-order = ⚖️ **{ $player }**，請決定 **{ -fisherman-order }**：小魚強，還是大魚強？
fisherman-status-choose-size = 📏 **{ $player }**，請選擇 **{ -fisherman-size }**（兩個相連的數字）：釣到這兩種尺寸的魚得 { $size } 分（{ -fisherman-junk }則為 { $size_on_junk } 分）。
fisherman-status-choose-junk = 🗑️ **{ $player }**（{ -fisherman-dealer }），請選擇 **{ -fisherman-junk }**：{ -fisherman-junk }是王牌，每釣到一張得 { $junk } 分。
fisherman-status-lead = 第 { $trick }/{ $tricks } { -fisherman-trick }：由 **{ $player }** 領出（請看私訊或按 **我的手牌**）。
fisherman-status-follow = 第 { $trick }/{ $tricks } { -fisherman-trick }：輪到 **{ $player }** 出牌，有 { $species }就必須跟出。
fisherman-status-table = 桌上：{ $plays }
fisherman-status-last_trick = 上一{ -fisherman-trick }：**{ $player }** 以 { $card } 獲勝，收下：{ $kept }{ $aside }。
fisherman-status-over = 所有{ -fisherman-tournament }都結束了。

fisherman-play_item = { $player }：{ $card }

fisherman-kept_nothing = 無


fisherman-event-rule-target = 🎯 **{ $player }** 選定{ -fisherman-target }：**{ $value }**。
fisherman-event-rule-order = ⚖️ **{ $player }** 選定{ -fisherman-order }：**{ $value }**。
fisherman-event-rule-size = 📏 **{ $player }** 選定{ -fisherman-size }：**{ $value }**。
fisherman-event-rule-junk = 🗑️ **{ $player }** 選定{ -fisherman-junk }：**{ $value }**。
fisherman-event-fishing = 🎣 規則決定了，由 **{ $player }** 領出第一{ -fisherman-trick }。
fisherman-event-trick = 🐟 **{ $player }** 以 { $card } 贏得第 { $trick } { -fisherman-trick }，收下：{ $kept }{ $aside }。
fisherman-event-tournament = 🚩 第 { $tournament }/{ $tournaments } 場{ -fisherman-tournament }：由 **{ $dealer }** 發牌。

fisherman-results-title = **第 { $tournament } 場{ -fisherman-tournament }結果**
    { $rules }

fisherman-shield-gold = 🥇 金{ -fisherman-shield }（+{ $points }）
fisherman-shield-silver = 🥈 銀{ -fisherman-shield }（+{ $points }）
fisherman-shield-bronze = 🥉 銅{ -fisherman-shield }（+{ $points }）
fisherman-shield-none = 沒有{ -fisherman-shield }

fisherman-final-line = { $rank }. **{ $player }**：{ $score } { -fisherman-points }（{ $medals }）
fisherman-final-medals = 🥇×{ $gold } 🥈×{ $silver } 🥉×{ $bronze }

fisherman-hand-turn = **輪到你了**：第 { $tournament }/{ $tournaments } 場{ -fisherman-tournament }，第 { $trick }/{ $tricks } { -fisherman-trick }。
fisherman-hand-lead = 由你領出：任意出一張牌。
fisherman-hand-follow =
    { $plays }
    你必須跟出 **{ $species }**。
fisherman-hand-void =
    { $plays }
    你沒有 { $species }：可以任意出一張牌。
fisherman-hand-waiting = 第 { $tournament }/{ $tournaments } 場{ -fisherman-tournament }，第 { $trick }/{ $tricks } { -fisherman-trick }：等待 **{ $player }**。
fisherman-hand-rules = 第 { $tournament }/{ $tournaments } 場{ -fisherman-tournament }：**{ $player }** 正在決定{ $rule }。你這場的手牌：
fisherman-hand-worth = 釣到得 { $points } 分
fisherman-hand-trump = 王牌 · 釣到得 { $points } 分

fisherman-unknown_action = 這不是釣魚大賽的動作。

fisherman-wrong_phase = 現在不能這樣做（遊戲目前處於「{ $phase }」階段）。

fisherman-wrong_rule = 現在要決定的是{ $rule }。

fisherman-unknown_species = 沒有叫做 { $species } 的魚。

fisherman-not_in_play = { $players } 人遊戲不使用 { $species }。

fisherman-junk_is_target = { $species } 已經是{ -fisherman-target }了；{ -fisherman-junk }必須是另一種魚。

fisherman-bad_order = { -fisherman-order }只能選升序或降序（不能是 { $order }）。

fisherman-bad_size = 請選兩個相連尺寸中較小的那個，1 到 9（不能是 { $size }）。

fisherman-not_in_hand = 你手上沒有 { $card }。

fisherman-must_follow = 你手上還有 { $species }，必須跟出。

phase-setting = 決定{ -fisherman-tournament }規則

phase-fishing = 釣魚（出牌吃{ -fisherman-trick }）

fisherman-status-first_dealer = 🎲 隨機抽出 **{ $dealer }** 當第一位{ -fisherman-dealer }：{ -fisherman-dealer }決定{ -fisherman-junk }，並領出第一{ -fisherman-trick }。每場{ -fisherman-tournament }結束後，{ -fisherman-dealer }交給左手邊的玩家。
fisherman-status-last_trick_set_aside = 上一{ -fisherman-trick }：**{ $player }** 獲勝，收下：{ $kept }{ $aside }。

fisherman-event-trick_set_aside = 🐟 **{ $player }** 贏得第 { $trick } { -fisherman-trick }，收下：{ $kept }{ $aside }。

fisherman-aside = ；另有 { $count } 張蓋著移到一旁

fisherman-rules-title-overview = 釣魚大賽 · 遊戲概要與卡牌
fisherman-rules-overview = 一款吃墩（trick-taking）的釣魚比賽遊戲，{ $low }–{ $high } 人。{ -fisherman-tournament }的場數等於玩家人數，每人輪流當一次{ -fisherman-dealer }。每場{ -fisherman-tournament }先由玩家訂下四項規則，再出牌吃墩，釣起規則會給分的魚。每場{ -fisherman-tournament }頒發{ -fisherman-shield }；最後一場結束後，{ -fisherman-points }最多的人獲勝。
fisherman-rules-cards-title = 卡牌
fisherman-rules-cards =
    魚卡共 { $count } 種魚，每種魚的尺寸 { $low }–{ $high } 各一張：
    { $species }
fisherman-rules-species-aji = • { -fisherman-aji }（アジ）：藍色，□
fisherman-rules-species-fugu = • { -fisherman-fugu }（フグ）：綠色，○
fisherman-rules-species-tai = • { -fisherman-tai }（タイ）：紅色，◇
fisherman-rules-species-haze = • { -fisherman-haze }（ハゼ）：黃色，≡
fisherman-rules-species-ika = • { -fisherman-ika }（イカ）：白色，△
fisherman-rules-decks-title = 依玩家人數
fisherman-rules-deck_line = • { $players } 人：{ $cards } 張，每人 { $each } 張，{ $unused } 張不用{ $without }
fisherman-rules-without = （不含{ $species }）
fisherman-rules-decks =
    { $lines }
    每場{ -fisherman-tournament }都重新洗牌、發牌。沒用到的牌整場都面朝下、不公開。你只看得到自己的手牌。
fisherman-rules-dealer-title = { -fisherman-tournament }與{ -fisherman-dealer }
fisherman-rules-dealer = { -fisherman-tournament }場數等於玩家人數，每人當一次{ -fisherman-dealer }。第一位{ -fisherman-dealer }在遊戲開始時隨機抽出，並公布在第一張版圖上；每場{ -fisherman-tournament }後，{ -fisherman-dealer }交給左手邊（順時針下一位）的玩家。{ -fisherman-junk }一定由{ -fisherman-dealer }選擇，{ -fisherman-dealer }也領出第一{ -fisherman-trick }。
fisherman-rules-title-setting = 釣魚大賽 · 決定規則
fisherman-rules-setting = 出牌之前，依下列順序決定本場{ -fisherman-tournament }的四項規則：從{ -fisherman-dealer }左手邊的玩家開始順時針輪流，一次一人。規則會留在版圖的大賽規則板上，整場{ -fisherman-tournament }有效。只能選本局有使用的魚種。
fisherman-rules-target-title = 1. { -fisherman-target }（日文「本命」）
fisherman-rules-target = 選一種魚。每釣到一張{ -fisherman-target }得 { $target } 分。
fisherman-rules-order-title = 2. { -fisherman-order }（日文「評価」）
fisherman-rules-order = 同一種魚中哪些尺寸較強。升序：{ $low } 最強（{ $ascending } …）。降序：{ $high } 最強（{ $descending } …）。
fisherman-rules-size-title = 3. { -fisherman-size }（日文「サイズ」）
fisherman-rules-size = 兩個相連的尺寸（{ $first } … { $last }；不能選不相連的數字，{ $high } 和 { $low } 也不算相連）。釣到這兩種尺寸的牌，不論魚種都多得 { $size } 分；只有{ -fisherman-junk }例外，它的尺寸分是 { $size_on_junk } 分。
fisherman-rules-junk-title = 4. { -fisherman-junk }（王牌）
fisherman-rules-junk = { -fisherman-target }以外的一種魚，一定由{ -fisherman-dealer }選擇。{ -fisherman-junk }是王牌：任何一張{ -fisherman-junk }都比其他魚種的牌強。每釣到一張{ -fisherman-junk }得 { $junk } 分。
fisherman-rules-setters-title = 由誰決定
fisherman-rules-setters_line = • { $players } 人：{ $who }
fisherman-rules-setter-dealer = { $rules }：{ -fisherman-dealer }
fisherman-rules-setter-left = { $rules }：{ -fisherman-dealer }左手邊第 { $nth } 位玩家
fisherman-rules-title-fishing = 釣魚大賽 · 釣魚（出牌吃墩）
fisherman-rules-fishing = 一場{ -fisherman-tournament }的{ -fisherman-trick }數等於每人的手牌數（{ $tricks }）。{ -fisherman-dealer }領出第一{ -fisherman-trick }；之後每一{ -fisherman-trick }由上一{ -fisherman-trick }的贏家領出，直到手牌出完。
fisherman-rules-play-title = 怎麼出一{ -fisherman-trick }
fisherman-rules-play = 領出的玩家任意出一張牌。接著順時針每人出一張：手上有領出的魚種就必須跟出；沒有的話可以出任意一張（大家也就知道你這場已經沒有那種魚了）。尺寸不會限制出牌。
fisherman-rules-wins-title = 誰贏得這一{ -fisherman-trick }
fisherman-rules-wins = 只要有人出了{ -fisherman-junk }，最強的{ -fisherman-junk }獲勝：{ -fisherman-junk }是王牌。否則由領出魚種中最強的牌獲勝；其他魚種永遠贏不了。強弱依「{ -fisherman-order }」規則：升序時 { $low } 勝過 { $second }；降序時 { $high } 勝過 { $second_high }。
fisherman-rules-keeps-title = 贏家收下什麼
fisherman-rules-keeps = 贏家只收下會計分的牌（{ -fisherman-target }、兩種{ -fisherman-size }、{ -fisherman-junk }），正面朝上放在自己面前，在{ -fisherman-tournament }結束時計分。這一{ -fisherman-trick }的其他牌面朝下移到一旁，從此不再公開：完成的一{ -fisherman-trick }只在版圖上保留到下一張牌打出為止，之後只顯示收下的牌，移到一旁的牌只顯示張數。
fisherman-rules-title-scoring = 釣魚大賽 · 計分、{ -fisherman-shield }與遊戲結束
fisherman-rules-scoring = 每場{ -fisherman-tournament }結束時，每位玩家計算自己釣到的牌的分數。
fisherman-rules-points-title = 每張釣到的牌的分數
fisherman-rules-points =
    • { -fisherman-target }：{ $target }
    • 兩種{ -fisherman-size }之一：{ $size }（若是{ -fisherman-junk }則改為 { $size_on_junk }）
    • { -fisherman-junk }：{ $junk }
    分數會累加：符合{ -fisherman-size }的{ -fisherman-target }得 { $target_size }，符合{ -fisherman-size }的{ -fisherman-junk }得 { $junk_size }。其他的牌得 0 分，也不會被收下。
fisherman-rules-example-title = 範例（取自規則書）
fisherman-rules-example =
    { -fisherman-target }為{ $target }、{ -fisherman-size }為 { $size }、{ -fisherman-junk }為{ $junk }時：
    { $cards }
fisherman-rules-example_card = { $card } → { $points } 分
fisherman-rules-shields-title = { -fisherman-shield }
fisherman-rules-shields = 依本場{ -fisherman-tournament }的分數排名：{ $shields }，之後的名次什麼都沒有。同分的玩家名次相同，並跳過後面的名次：分數 { $points } → 名次 { $ranks }（{ $kinds }）。
fisherman-rules-shield_item = 第 { $rank } 名得{ $kind }{ -fisherman-shield }（{ $points } { -fisherman-points }）
fisherman-rules-end-title = 遊戲結束
fisherman-rules-end = 最後一場{ -fisherman-tournament }結束後（每人都當過一次{ -fisherman-dealer }），{ -fisherman-points }最多的人獲勝；同分則共同獲勝。
fisherman-rules-title-discord = 釣魚大賽 · 在這裡怎麼玩
fisherman-rules-discord = 在 Discord 上的玩法。
fisherman-rules-board-title = 版圖
fisherman-rules-board = 頻道中的版圖會顯示大賽規則板、桌上這一{ -fisherman-trick }、上一{ -fisherman-trick }，以及每位玩家的漁獲、分數和{ -fisherman-shield }。輪到決定規則的玩家用版圖上的按鈕選擇。
fisherman-rules-hand-title = 你的手牌
fisherman-rules-hand = 你的手牌會透過私訊送達（私訊關閉時，用版圖上的 **我的手牌** 按鈕）。輪到你時只會列出可以出的牌；每個按鈕都顯示依目前已決定的規則，這張牌被釣到時的分數。
fisherman-rules-tricks_item = { $players } 人時 { $tricks } { -fisherman-trick }
fisherman-rules-no_shield = 無

fisherman-board_closed = 🐟 版圖已關閉：結果和下一張版圖在下方。

fisherman-board_closed_over = 🐟 版圖已關閉：最終排名在下方。

fisherman-shield_name-gold = 金
fisherman-shield_name-silver = 銀
fisherman-shield_name-bronze = 銅

# Words drawn in the pictures (rendering/fisherman.py)
fisherman-pic-tournament = 第 { $n }/{ $total } 場{ -fisherman-tournament }
fisherman-pic-trick = 第 { $n }/{ $total } { -fisherman-trick }
fisherman-pic-over = 遊戲結束
fisherman-pic-target = { -fisherman-target }
fisherman-pic-order = { -fisherman-order }
fisherman-pic-size = { -fisherman-size }
fisherman-pic-junk = { -fisherman-junk }（王牌）
fisherman-pic-rule_target = { -fisherman-target }
fisherman-pic-rule_order = { -fisherman-order }
fisherman-pic-rule_size = { -fisherman-size }
fisherman-pic-rule_junk = { -fisherman-junk }
fisherman-pic-target_note = 每張 { $target }
fisherman-pic-size_note = 每張 { $size }（{ -fisherman-junk } { $size_on_junk }）
fisherman-pic-junk_note = 王牌 · 每張 { $junk }
fisherman-pic-asc_note = { $low } 最強
fisherman-pic-desc_note = { $high } 最強
fisherman-pic-current_trick = 第 { $n }/{ $total } { -fisherman-trick }
fisherman-pic-last_trick = 上一{ -fisherman-trick }（{ $n }）
fisherman-pic-face_down = { $n } 張蓋牌
fisherman-pic-set_aside = { $n } 張移到一旁
fisherman-pic-dealer_title = { -fisherman-dealer } · 大漁旗
fisherman-pic-dealer_drawn = 隨機抽出的第一位{ -fisherman-dealer }
fisherman-pic-dealer_moved = 每場{ -fisherman-tournament }後{ -fisherman-dealer }往左移
fisherman-pic-dealer_does = 決定{ -fisherman-junk } · 領出第一{ -fisherman-trick }
fisherman-pic-kept = 收下
fisherman-pic-nothing_kept = 沒有收下
fisherman-pic-points = 分數
fisherman-pic-no_catch = 還沒有漁獲
fisherman-pic-your_turn = 輪到你了
fisherman-pic-must_follow = 跟出{ $species }
fisherman-pic-any_card = 任意出一張
fisherman-pic-worth_note = 牌下方的數字：依目前已決定的規則，每張被釣到時的分數。
fisherman-pic-results_title = 第 { $n } 場{ -fisherman-tournament }結果
fisherman-pic-final_title = 最終排名
fisherman-pic-winner = 勝利者
fisherman-pic-winners = 勝利者（平手）
fisherman-pic-total = 總計
fisherman-pic-player = 玩家 { $n }
fisherman-pic-turn_of = 輪到 { $name }
fisherman-pic-choose = 選擇{ $rule }
fisherman-pic-choose_on_board = 請用版圖上的按鈕選擇{ $rule }
fisherman-pic-trick_done = 第 { $n }/{ $total } { -fisherman-trick } · 已收
fisherman-pic-aside_mark = 放到一旁
fisherman-pic-kept_count = 收下 { $n } 張：{ $points }
fisherman-pic-your_catch = 你的漁獲
fisherman-pic-caught_nothing = 沒有漁獲
fisherman-pic-catches = 漁獲
fisherman-pic-col_player = 玩家
fisherman-pic-col_points = 分數
fisherman-pic-col_shield = { -fisherman-shield }
fisherman-pic-shield_cell = { $kind } +{ $points }
fisherman-pic-gold_to = 金{ -fisherman-shield }：{ $names }
fisherman-pic-legend_dealer = { -fisherman-dealer }
fisherman-pic-legend_turn = 輪到行動
fisherman-pic-legend_winning = 贏得這一{ -fisherman-trick }
fisherman-pic-legend_back = 蓋著放到一旁
fisherman-pic-legend_shield = { $kind }{ -fisherman-shield }：{ $points }
fisherman-pic-legend_hand = 手牌張數
fisherman-pic-legend_lead = 領出
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
       *[other] 你的漁獲：{ $cards }（本場{ -fisherman-tournament } { $points } 分）。
    }
fisherman-hand-no_catch = 你的漁獲：還沒有。
fisherman-pic-col_shield_points = { -fisherman-points }
fisherman-pic-legend_dim = 現在不能出

# How moves read in the history and replays (cogs/fisherman/history.py)
history-fisherman-trick = 🐟 **{ $player }** 以 { $card } 贏得第 { $trick } { -fisherman-trick }，收下：{ $kept }。
history-fisherman-played = 🎴 **{ $player }** 打出 { $card }。
history-fisherman-play = 🎴 **{ $player }** 打出 { $card }。
history-fisherman-tournament_end = 🚩 第 { $tournament } 場{ -fisherman-tournament }結束：漁獲最佳的是 { $players }。
history-fisherman-target = 🎯 **{ $player }** 選擇{ -fisherman-target }：{ $species }。
history-fisherman-junk = 🗑️ **{ $player }** 選擇{ -fisherman-junk }：{ $species }。
history-fisherman-order = ⚖️ **{ $player }** 決定了{ -fisherman-order }。
history-fisherman-size = 📏 **{ $player }** 決定了{ -fisherman-size }。

## Pictures round 2 (fisherman)
fisherman-pic-winner_named =
    { $count ->
        [1] 勝利者：{ $names }
       *[other] 勝利者（平手）：{ $names }
    }
fisherman-pic-legend_tournaments = { $first }、{ $second }、…：第{ $first }場、第{ $second }場…{ -fisherman-tournament }各自得到的{ -fisherman-points }
fisherman-pic-legend_total = 總計：目前為止的{ -fisherman-points }

## Computer levels: hints (what Normal would play, and why)
fisherman-hint-target = 🎯 { -fisherman-target }選 { $species_term }：你手上有 { $count } 張 { $species_term }，自己就有機會釣到。
fisherman-hint-order = ⚖️ { $order ->
        [asc] 升序
       *[desc] 降序
    }：你手上有 { $count } 張牌的{ -fisherman-size }在 { $low }–{ $high } 之間，這個{ -fisherman-order }會讓它們變強。
fisherman-hint-size = 📏 { -fisherman-size } { $low }–{ $high }：你手上有 { $count } 張這兩種{ -fisherman-size }的魚。
fisherman-hint-junk = 🗑️ { -fisherman-junk }選 { $species_term }：{ $count ->
        [0] 你手上一張也沒有，扣分都會落到別人身上
       *[other] 你手上有 { $count } 張，可以當王牌用
    }。
fisherman-hint-play = 🎣 { $plan ->
        [lead] 首出
       *[other] 打出
    } { $species_term } { $size }：{ $plan ->
        [win] 照目前局面，這一{ -fisherman-trick }由你拿下，共 { $points } 分
        [lose] 這一{ -fisherman-trick }讓給別人，其中共 { $points } 分
       *[lead] 釣到它的人得 { $points } 分
    }。
