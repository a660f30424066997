# fleamarket：繁體中文（台灣），用語依規則書 004（簡體中文）轉為繁體，見 glossary/fleamarket.ftl。
# identical to English by design: fleamarket-pic-total
# （原因：Σ 加數字）

game-fleamarket-name = 舊貨市場之大商戰

phase-cut = { -fleamarket-price-cut }

phase-display = { -fleamarket-display }

phase-settle = { -fleamarket-settlement }

phase-restock = { -fleamarket-restock }

fleamarket-colour-red = 紅
fleamarket-colour-yellow = 黃
fleamarket-colour-blue = 藍
fleamarket-colour-green = 綠
fleamarket-colour-brown = 褐
fleamarket-colour-purple = 紫

fleamarket-card = { $colour }{ $value }

fleamarket-status-round = **第 { $round } 輪** · { -fleamarket-start-player }：**{ $start }**
fleamarket-status-cut = 🏷️ { -fleamarket-price-cut }：**{ $player }** 可以降低本輪的總價值（私人面板：私訊或 **我的手牌**）。
fleamarket-status-display = 🛒 { -fleamarket-display }：**{ $player }** 打出同一數值的牌，或結束{ -fleamarket-display }。
fleamarket-status-settle = 📊 { -fleamarket-settlement }：等待 { $waiting }（維護成本棄牌、平手選擇、{ -fleamarket-sale }）。
fleamarket-status-restock = 📦 { -fleamarket-restock }：**{ $player }** 補牌或增加{ -fleamarket-stall }。

fleamarket-event-played = 🛒 **{ $player }** 鋪出 { $cards }。
fleamarket-event-price_war = 💥 **{ -fleamarket-price-war }！** { -fleamarket-stall }上的 { $colours } 達到 { $threshold } 張：全部 { $count } 張都被棄掉。
fleamarket-event-passed = ✋ **{ $player }** 橫置{ -fleamarket-stall }，結束本輪{ -fleamarket-display }。
fleamarket-event-forced_pass = ✋ **{ $player }** 只能結束{ -fleamarket-display }（沒有手牌或沒有空{ -fleamarket-stall }）。
fleamarket-event-all_colours = 🌈 六種顏色到齊：{ -fleamarket-display }階段立刻結束。
fleamarket-event-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 點（¥{ $cost }）。
fleamarket-event-cut_paid = 🏷️ **{ $player }** 花 ¥{ $cost } { -fleamarket-price-cut } { $amount } 點，付出 { $cards }{ $change }。
fleamarket-event-no_cut = 🏷️ **{ $player }** 不{ -fleamarket-price-cut }。
fleamarket-event-draw = 📦 **{ $player }** { -fleamarket-restock } { $count } 張。
fleamarket-event-stall = 🏪 **{ $player }** 增加一個{ -fleamarket-stall }。
fleamarket-event-nothing = 📦 已經沒有牌可以讓 **{ $player }** { -fleamarket-restock }了。
fleamarket-event-extra = 📦 **{ $player }** 花 ¥{ $cost } 額外{ -fleamarket-restock } 1 張。
fleamarket-event-extra_paid = 📦 **{ $player }** 花 ¥{ $cost } 額外{ -fleamarket-restock } 1 張，付出 { $cards }{ $change }。
fleamarket-event-reshuffle = 🔀 棄牌堆洗勻，成為新的抽牌堆（{ $count } 張）。
fleamarket-event-tie = ⚖️ 全員平手：**{ $player }** 當{ $take }。
fleamarket-event-round = 🔔 **第 { $round } 輪** 開始：**{ $player }** 是{ -fleamarket-start-player }。

fleamarket-take-highest = 最大（{ -fleamarket-money }）
fleamarket-take-lowest = 最小（{ -fleamarket-popularity }）

fleamarket-settlement-title = 📊 **第 { $round } 輪{ -fleamarket-settlement }**
fleamarket-settlement-highest = 💰 **{ $player }** 總價值最高（{ $total }），把 { $cards } 收為{ -fleamarket-money }（¥{ $money }）。
fleamarket-settlement-lowest = ⭐ **{ $player }** 總價值最低，收下{ -fleamarket-popularity }。
fleamarket-settlement-sale_money = 🏷️ **{ $player }**（{ $total }）舉辦{ -fleamarket-sale }，把 { $cards } 收為{ -fleamarket-money }（¥{ $money }）。
fleamarket-settlement-sale_popularity = 🏷️ **{ $player }** 舉辦{ -fleamarket-sale }，把一張牌收為{ -fleamarket-popularity }。
fleamarket-settlement-none = 🗑️ **{ $player }**（{ $total }）什麼都沒得到：貨物全部棄掉。
fleamarket-settlement-skip = 💤 **{ $player }** 的{ -fleamarket-stall }上沒有貨物，跳過{ -fleamarket-settlement }。
fleamarket-settlement-tie = ⚖️ 所有有貨的玩家平手；**{ $player }** 選擇當{ $take }。
fleamarket-settlement-maintenance = （維護成本：棄 { $count } 張）
fleamarket-board_closed = 🛒 版圖已關閉：目前的版圖在下方。

fleamarket-final-line = { $rank }. **{ $player }**：{ -fleamarket-popularity } { $popularity } · ¥{ $money }
fleamarket-final-exhausted = 市場上的牌用完了。

fleamarket-me-popularity = ⭐ 你的{ -fleamarket-popularity }：**{ $popularity }**，共 { $cards }（大家看得到張數，只有你知道總數）
fleamarket-me-waiting = 等待 { $waiting }。
fleamarket-me-cut = **第 { $round } 輪{ -fleamarket-price-cut }。** 降低本輪的總價值：第 1 點花 ¥1，第 2 點 ¥2，第 3 點 ¥3……用你的{ -fleamarket-money }牌（¥{ $money }）支付，不找零；付出的牌橫置在你的{ -fleamarket-stall }前，{ -fleamarket-settlement }完成後棄掉。
fleamarket-me-display = **輪到你{ -fleamarket-display }。** 把任意張 **同一數值** 的牌放到你的 { $empty } 個空{ -fleamarket-stall }上，或橫置{ -fleamarket-stall }結束本輪{ -fleamarket-display }。某種顏色在場上達到 { $threshold } 張時，全部棄掉（{ -fleamarket-price-war }）。
fleamarket-me-selection = **打出數值 { $value } 的牌**（已選 { $chosen } 張，最多 { $empty } 張）：{ $cards }。再加一張同數值的牌、打出，或返回。
fleamarket-me-selection_empty = **打出數值 { $value } 的牌**：選擇要打出的牌（最多 { $empty } 張）。
fleamarket-me-discard = **維護成本。** 你有空著的{ -fleamarket-stall }：還要從手牌棄掉 { $owed } 張。
fleamarket-me-tie = **全員平手，都是 { $total }。** 你最靠近{ -fleamarket-start-player }，由你選擇：當最大（{ -fleamarket-stall }上的牌收為{ -fleamarket-money }），或當最小（收為{ -fleamarket-popularity }）。
fleamarket-me-tie_other = 另一邊由 { $player } 擔任。
fleamarket-me-sale = **{ -fleamarket-sale }！** 你的{ -fleamarket-stall }上有 5，可以留下鈕扣數最低（{ $lowest }）的那張牌：收為{ -fleamarket-money }或{ -fleamarket-popularity }。
fleamarket-me-restock = **{ -fleamarket-restock }。** 每個{ -fleamarket-stall }補 1 張，共補 { $count } 張；或增加一個{ -fleamarket-stall }（抽牌堆頂的牌，背面朝上）。
fleamarket-me-extra = **額外{ -fleamarket-restock }。** 花 ¥{ $cost } 多補 1 張：你會付出 { $cards }{ $change }。你有 ¥{ $money }。或結束{ -fleamarket-restock }。
fleamarket-me-over = 遊戲結束了。

fleamarket-control-cut_placeholder = { -fleamarket-price-cut }…
fleamarket-control-no_cut = 不{ -fleamarket-price-cut }
fleamarket-control-cut = 降 { $amount } 點 · ¥{ $cost }
fleamarket-control-value = 打出 { $value }
fleamarket-control-pass = 結束{ -fleamarket-display }（橫置{ -fleamarket-stall }）
fleamarket-control-add = 加入{ $card }
fleamarket-control-play = 打出 { $count } 張
fleamarket-control-back = 返回
fleamarket-control-discard_placeholder = 棄一張牌（還要 { $owed } 張）…
fleamarket-control-discard_placeholder_more = 棄一張牌（還要 { $owed } 張；更多牌）…
fleamarket-control-in_hand = 手上 { $count } 張
fleamarket-control-highest = 當最大（{ -fleamarket-money }）
fleamarket-control-lowest = 當最小（{ -fleamarket-popularity }）
fleamarket-control-sale_money = 留下 { $card } 當 ¥{ $amount }
fleamarket-control-sale_popularity = 留下 { $card } 當 { $amount } 點{ -fleamarket-popularity }
fleamarket-control-draw = 補 { $count } 張
fleamarket-control-stall = 增加{ -fleamarket-stall }
fleamarket-control-extra = 多補 1 張 · ¥{ $cost }
fleamarket-control-done = 完成

fleamarket-unknown_action = 這不是舊貨市場之大商戰的動作。

fleamarket-wrong_phase = 現在不能這樣做：遊戲目前處於「{ $phase }」階段。

fleamarket-cannot_afford = 這要花 ¥{ $cost }，但你只有 ¥{ $money }。

fleamarket-no_value = 你手上沒有數值 { $value } 的牌。

fleamarket-finish_selection = 你正在選擇要打出的數值 { $value } 的牌：請先打出或返回。

fleamarket-choose_value = 請先選擇要打出的數值。

fleamarket-not_in_hand = 你不能用 { $card } 做這件事。

fleamarket-stalls_full = 你這次只有 { $stalls } 個空{ -fleamarket-stall }可以放。

fleamarket-nothing_selected = 打出前請至少選一張牌。

fleamarket-discard_first = 請先再棄 { $owed } 張牌作為維護成本。

fleamarket-not_your_choice = 這不是由你來選的。

fleamarket-restock_first = 請先補牌或增加{ -fleamarket-stall }。

fleamarket-event-start = 🎲 隨機抽出 **{ $player }** 為{ -fleamarket-start-player }。

fleamarket-no_change = （價值 ¥{ $paid }，不找零）

fleamarket-settlement-cut_discarded = { -fleamarket-price-cut }用的牌已棄掉：{ $cards }。

fleamarket-face_down_cards = { $n ->
       *[other] { $n } 張蓋著的牌
    }

fleamarket-me-money = 💰 你的{ -fleamarket-money }：**¥{ $money }**，正面朝上的牌：{ $cards }
fleamarket-me-no_money = 💰 還沒有{ -fleamarket-money }牌。

fleamarket-control-pays = 付出 { $cards }{ $change }
fleamarket-control-pays_many = 付出 { $n } 張{ -fleamarket-money }牌，價值 ¥{ $paid }

fleamarket-rules-page = { $name }：{ $page }
fleamarket-rules-round-title = { -fleamarket-price-cut }與{ -fleamarket-display }
fleamarket-rules-settle-title = { -fleamarket-settlement }
fleamarket-rules-restock-title = { -fleamarket-restock }、付款與遊戲結束
fleamarket-rules-summary = 3–4 位店主在舊貨市場擺攤。把貨賣出高價賺{ -fleamarket-money }，或當最便宜的{ -fleamarket-stall }累積{ -fleamarket-popularity }：某次{ -fleamarket-settlement }後只要有人{ -fleamarket-popularity }達到 { $target } 或以上，{ -fleamarket-popularity }最高的店主獲勝。
fleamarket-rules-decks = { $players } 人：{ $decks } 副牌
fleamarket-rules-components = **遊戲配件**
    { $decks }，全部混在一起洗。每副 { $cards } 張：{ $colours } 種顏色（{ $names } { $squares }）× 數值 { $low }–{ $high }，每種一張。各數值的鈕扣：
fleamarket-rules-button_row = • **{ $values }**：{ $money }、{ $popularity }{ $sale }
fleamarket-rules-money_buttons = { $n ->
       *[other] { $n } 個黃鈕扣（{ -fleamarket-money }）
    }
fleamarket-rules-popularity_buttons = { $n ->
       *[other] { $n } 個紫鈕扣（{ -fleamarket-popularity }）
    }
fleamarket-rules-sale_mark = 、{ -fleamarket-sale }標記
fleamarket-rules-buttons_note = 數值用於{ -fleamarket-settlement }時計算總價值。牌當作{ -fleamarket-money }時看黃鈕扣，當作{ -fleamarket-popularity }時看紫鈕扣。每張 { $sale } 都有{ -fleamarket-sale }標記，讓擺著它的{ -fleamarket-stall }可以舉辦{ -fleamarket-sale }。
fleamarket-rules-setup = **遊戲準備**
    洗牌。每人發 { $stalls } 張背面朝上的牌作為起始{ -fleamarket-stall }（不得翻看，只當作{ -fleamarket-stall }），再發 { $hand } 張手牌；其餘的牌作為抽牌堆。{ -fleamarket-start-player }隨機抽出，公布在第一張版圖上。
fleamarket-rules-piles = **{ -fleamarket-money }與{ -fleamarket-popularity }**
    收為{ -fleamarket-money }的牌正面朝上：大家都看得到，每張的價值等於它的黃鈕扣數。收為{ -fleamarket-popularity }的牌背面朝上：大家看得到你有幾張，但只有你知道值多少（直到遊戲結束）。
fleamarket-rules-round = **一輪的流程**
    1. { -fleamarket-price-cut }（第一輪沒有）→ 2. { -fleamarket-display } → 3. { -fleamarket-settlement } → 4. { -fleamarket-restock }。{ -fleamarket-price-cut }、{ -fleamarket-display }和{ -fleamarket-restock }都從{ -fleamarket-start-player }開始順時針進行；{ -fleamarket-settlement }則所有人同時進行。
fleamarket-rules-points = { $n ->
       *[other] { $n } 點
    }
fleamarket-rules-cut = **1. { -fleamarket-price-cut }**（從第二輪起）
    從{ -fleamarket-start-player }開始順時針，有{ -fleamarket-money }的玩家可以降低本輪的總價值，降第 k 點要花 ¥k：{ $costs }。用{ -fleamarket-money }牌支付（見最後一頁「付款」）；付出的牌橫置在{ -fleamarket-stall }前，表示正在促銷，{ -fleamarket-settlement }完成後棄掉。
fleamarket-rules-threshold = { $players } 人時 { $players } 張
fleamarket-rules-display = **2. { -fleamarket-display }**
    輪到你時，從手牌打出任意張 **同一數值** 的牌（顏色可以不同），放到你的空{ -fleamarket-stall }上，每個{ -fleamarket-stall }一張。
    • **{ -fleamarket-price-war }：** 出牌後，任何顏色在所有{ -fleamarket-stall }上的總數達到玩家人數（{ $thresholds }）時，該色的牌全部棄掉；空出來的{ -fleamarket-stall }可以繼續使用。
    • **結束{ -fleamarket-display }：** 不願意或不能出牌（沒有手牌或沒有空{ -fleamarket-stall }）時，橫置你的第一個{ -fleamarket-stall }，本輪不再{ -fleamarket-display }。其他人繼續輪流；只剩一人時，由他連續行動。
    • 所有人都結束{ -fleamarket-display }，或{ -fleamarket-stall }上集齊全部 { $colours } 種顏色時（先檢查{ -fleamarket-price-war }），{ -fleamarket-display }階段立刻結束。
fleamarket-rules-settle = **3. { -fleamarket-settlement }**（所有人同時進行）
    • **維護成本：** 每有一個空{ -fleamarket-stall }，就選一張手牌棄掉（手牌不夠就全部棄光）。
    • **總價值：** { -fleamarket-stall }上的數值總和，減去你的{ -fleamarket-price-cut }。
    • 總價值 **最高** 者：把{ -fleamarket-stall }上所有的牌收為 **{ -fleamarket-money }**（正面朝上）。
    • 總價值 **最低** 者：把{ -fleamarket-stall }上所有的牌收為 **{ -fleamarket-popularity }**（背面朝上）。
    • **{ -fleamarket-sale }：** 其他玩家若{ -fleamarket-stall }上有 { $sale }，可以留下{ -fleamarket-stall }上單一鈕扣數最低的一張牌，依那張牌上{ -fleamarket-money }與{ -fleamarket-popularity }中較低的一項，收為{ -fleamarket-money }或{ -fleamarket-popularity }（兩者相同時自選），其餘棄掉。
    • 其他人棄掉{ -fleamarket-stall }上所有的牌。{ -fleamarket-stall }上沒有牌的玩家直接跳過{ -fleamarket-settlement }：不付維護成本，也不會是最低。
    • **平手：** 不論比大還是比小，都是順位較靠近{ -fleamarket-start-player }（順時針，{ -fleamarket-start-player }優先）的玩家勝出。若所有有牌的玩家都一樣，由{ -fleamarket-start-player }選擇當最大或最小（他沒有牌時，由他之後第一位有牌的玩家選），順時針下一位則當另一邊。
    • 接著棄掉{ -fleamarket-price-cut }用的牌。此時若有人{ -fleamarket-popularity }達到 { $target } 或以上，遊戲結束。
fleamarket-rules-restock = **4. { -fleamarket-restock }**（從{ -fleamarket-start-player }開始順時針）
    • 你有幾個{ -fleamarket-stall }就從抽牌堆補幾張牌，**或** 增加一個{ -fleamarket-stall }：把抽牌堆頂的牌背面朝上放在面前。
    • 接著可以一張一張地 **額外{ -fleamarket-restock }**，要買幾張都可以，只要付得起：{ $extras }……（第 n 張花 ¥n）。
    • 抽牌堆用完時，把棄牌堆洗勻，成為新的抽牌堆。
    • **一輪結束：** 橫置的{ -fleamarket-stall }恢復直立；本輪{ -fleamarket-settlement }總價值最高的玩家成為新的{ -fleamarket-start-player }，沒有的話由最低者擔任；兩者都沒有則{ -fleamarket-start-player }不變。
fleamarket-rules-pay = **用{ -fleamarket-money }牌付款**
    遊戲沒有錢幣：{ -fleamarket-money }就是你收下的、正面朝上的牌。要付 ¥N（{ -fleamarket-price-cut }、額外{ -fleamarket-restock }）時，付出價值至少 N 的牌：選多付最少的組合，其次張數最少，再其次牌最小。不找零，{ -fleamarket-money }牌不夠就不能買。額外{ -fleamarket-restock }付出的牌立刻進棄牌堆（重新洗牌後可能再回來）；{ -fleamarket-price-cut }付出的牌則在{ -fleamarket-settlement }後棄掉。
fleamarket-rules-pay_example = 範例：你有 { $pile }（{ $worths }），付 ¥{ $first } 時用 { $first_cards }，付 ¥{ $second } 時用 { $second_cards }。如果只有 { $big }，付 ¥1 也要交出整張（¥{ $big_worth }）：不找零。
fleamarket-rules-end = **遊戲結束**
    { -fleamarket-settlement }後只要有人{ -fleamarket-popularity }達到 { $target } 或以上，遊戲就結束，並公開所有人的{ -fleamarket-popularity }。{ -fleamarket-popularity }最高者獲勝；平手時{ -fleamarket-money }多者獲勝；仍然平手則共同獲勝。（保險規則：如果所有手牌、抽牌堆和棄牌堆都空了，再也沒有牌可出，遊戲也會在該輪後結束，以同樣方式排名。）

# Words drawn in the pictures (rendering/fleamarket.py)
fleamarket-pic-round = 第 { $round } 輪
fleamarket-pic-phase-cut = { -fleamarket-price-cut }
fleamarket-pic-phase-display = { -fleamarket-display }
fleamarket-pic-phase-settle = { -fleamarket-settlement }
fleamarket-pic-phase-restock = { -fleamarket-restock }
fleamarket-pic-phase-over = 遊戲結束
fleamarket-pic-settle-waiting = 等待 { $names }
fleamarket-pic-settle-resolving = { -fleamarket-settlement }中
fleamarket-pic-start = { -fleamarket-start-player }：{ $name }
fleamarket-pic-start_random = 隨機抽出的{ -fleamarket-start-player }：{ $name }
fleamarket-pic-colours = 場上顏色 { $showing }/6：集齊六色即結束{ -fleamarket-display }
fleamarket-pic-war = { $n } 張即{ -fleamarket-price-war }
fleamarket-pic-cut = { -fleamarket-price-cut } −{ $n }
fleamarket-pic-total = Σ { $total }
fleamarket-pic-passed = 已結束
fleamarket-pic-playing = 出牌中
fleamarket-pic-cutting = { -fleamarket-price-cut }中
fleamarket-pic-restocking = { -fleamarket-restock }中
fleamarket-pic-discarding = 棄 { $n } 張
fleamarket-pic-choosing = 選擇中
fleamarket-pic-player = 玩家 { $n }
fleamarket-pic-cut_discarded = { -fleamarket-price-cut } · 已棄掉
fleamarket-pic-popularity = { -fleamarket-popularity } { $n }（{ $k } 張）· 只有你看得到總數
fleamarket-pic-table = 其他店家
fleamarket-pic-hand_empty = 沒有手牌
fleamarket-pic-selecting = 打出數值 { $value }：已選 { $n } 張
fleamarket-pic-your_stalls = 你的{ -fleamarket-stall }
fleamarket-pic-hand_label = 手牌 { $n }
fleamarket-pic-settlement_title = 第 { $round } 輪{ -fleamarket-settlement }
fleamarket-pic-role-highest = 最高
fleamarket-pic-role-lowest = 最低
fleamarket-pic-role-sale = { -fleamarket-sale }
fleamarket-pic-role-none = 無所得
fleamarket-pic-role-skip = 沒有牌
fleamarket-pic-took-money = 得到 ¥{ $money }
fleamarket-pic-took-sale_money = 留下一張：¥{ $money }
fleamarket-pic-took-sale_popularity = 留下一張當{ -fleamarket-popularity }
fleamarket-pic-took-none = 牌全部棄掉
fleamarket-pic-took-skip = 跳過{ -fleamarket-settlement }
fleamarket-pic-maintenance = 維護成本：棄 { $n } 張
fleamarket-pic-tie = 全員平手：{ $name } 選擇{ $choice }
fleamarket-pic-choice-highest = 最大
fleamarket-pic-choice-lowest = 最小
fleamarket-pic-reason-exhausted = 市場上的牌用完了
fleamarket-pic-popularity_col = { -fleamarket-popularity }
fleamarket-pic-money_col = { -fleamarket-money }
fleamarket-pic-banner-yours = 輪到你了
fleamarket-pic-banner-turn = 輪到 { $name }
fleamarket-pic-do-cut = 是否為本輪總和{ -fleamarket-price-cut }：第 k 點花 ¥k
fleamarket-pic-do-display = 把同一數值的牌放到空{ -fleamarket-stall }上，或者結束
fleamarket-pic-do-restock = 每個{ -fleamarket-stall }抽一張牌，或者增加一個{ -fleamarket-stall }
fleamarket-pic-do-extra = 再買一張牌，或者結束{ -fleamarket-restock }
fleamarket-pic-do-discard = 維護成本：棄 { $n } 張手牌
fleamarket-pic-do-tie = 全員平手：選擇最大或最小
fleamarket-pic-do-sale = { -fleamarket-sale }：留下一張當{ -fleamarket-money }或{ -fleamarket-popularity }
fleamarket-pic-piles = 抽牌堆 { $deck } · 棄牌堆 { $discard }
fleamarket-pic-legend-money = 最大時得{ -fleamarket-money }
fleamarket-pic-legend-popularity = 最小時得{ -fleamarket-popularity }
fleamarket-pic-legend-sale = { -fleamarket-sale }（{ $values }）
fleamarket-pic-legend-empty = 空{ -fleamarket-stall }
fleamarket-pic-legend-total = { -fleamarket-price-cut }後的總和
fleamarket-pic-legend-hand = 手牌數
fleamarket-pic-legend-pile = { -fleamarket-popularity }牌（背面朝上）
fleamarket-pic-legend-cut = 用於{ -fleamarket-price-cut }的牌
fleamarket-pic-col-total = Σ { -fleamarket-stall }
fleamarket-pic-col-pile = ★ 張數
fleamarket-pic-col-hand = 手牌
fleamarket-pic-took-pop_cards = { $n } 張當{ -fleamarket-popularity }
fleamarket-pic-won-money = { $name } 得到 ¥{ $money }
fleamarket-pic-won-popularity = { $name } 把 { $n } 張牌當{ -fleamarket-popularity }
fleamarket-pic-won-nothing = 本輪沒有人賣出
fleamarket-pic-wins = { $n ->
       *[other] { $name } 獲勝
    }
fleamarket-pic-reason-reached = { $name } 的{ -fleamarket-popularity }達到 { $target }
fleamarket-pic-in_n = { $value }（{ $n } 張）
fleamarket-pic-legend-war = 現在打出即{ -fleamarket-price-war }
fleamarket-pic-legend-start = { -fleamarket-start-player }
fleamarket-pic-legend-kept = { -fleamarket-sale }時留下
fleamarket-pic-legend-discarded = 已棄掉

# How moves read in the history and replays (cogs/fleamarket/history.py)
history-fleamarket-round = 🔔 第 { $round } 輪開始：**{ $player }** 是{ -fleamarket-start-player }。
history-fleamarket-price_war = 💥 { -fleamarket-price-war }：{ $colours }，共棄掉 { $count } 張牌。
history-fleamarket-settlement = 📊 第 { $round } 輪{ -fleamarket-settlement }。
history-fleamarket-event-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 點（¥{ $cost }）。
history-fleamarket-event-no_cut = 🏷️ **{ $player }** 不{ -fleamarket-price-cut }。
history-fleamarket-event-extra = 📦 **{ $player }** 花 ¥{ $cost } 額外{ -fleamarket-restock } 1 張。
history-fleamarket-take-money = { -fleamarket-money }
history-fleamarket-take-popularity = { -fleamarket-popularity }
history-fleamarket-value = 🛒 **{ $player }** 選擇鋪出數值 { $value } 的牌。
history-fleamarket-card = 🛒 **{ $player }** 把 { $card } 加入這次{ -fleamarket-display }。
history-fleamarket-back = ↩️ **{ $player }** 返回上一步。
history-fleamarket-play = 🛒 **{ $player }** 鋪出選好的牌。
history-fleamarket-pass = ✋ **{ $player }** 結束{ -fleamarket-display }。
history-fleamarket-discard = 🗑️ **{ $player }** 棄掉 { $card } 作為維護成本。
history-fleamarket-tie = ⚖️ **{ $player }** 選擇當{ $take }。
history-fleamarket-sale = 🏷️ **{ $player }** 把一張{ -fleamarket-sale }牌收為{ $take }。
history-fleamarket-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 點。
history-fleamarket-draw = 📦 **{ $player }** { -fleamarket-restock }。
history-fleamarket-stall = 🏪 **{ $player }** 增加一個{ -fleamarket-stall }。
history-fleamarket-extra = 📦 **{ $player }** 額外{ -fleamarket-restock } 1 張。
history-fleamarket-done = 📦 **{ $player }** 完成{ -fleamarket-restock }。

## Pictures round 2 (issue 24): complete decisions, the price war's trace, the final's total
fleamarket-pic-do-cut-short = { -fleamarket-price-cut }：是否降低本輪{ -fleamarket-stall }的總和
fleamarket-pic-reason-total = { $name } 的{ -fleamarket-popularity }達到 { $total }（目標 { $target }）
fleamarket-pic-no_stall_cards = { -fleamarket-stall }上沒有牌
fleamarket-pic-your-money = 你的{ -fleamarket-money } ¥{ $money }
fleamarket-pic-cut-row = 降 { $n } 點 = ¥{ $cost }
fleamarket-pic-cut-short = 你的錢牌不夠
fleamarket-pic-cut-effect = 總和 −{ $n }
fleamarket-pic-cut-note = { -fleamarket-price-cut }會降低你本輪{ -fleamarket-stall }的總和：總和最小的人把牌收作{ -fleamarket-popularity }。付出的牌放在{ -fleamarket-stall }前，{ -fleamarket-settlement }後棄掉；不找零。
fleamarket-pic-sale-what = { -fleamarket-sale }：你留下一張牌，{ -fleamarket-stall }上其餘的牌棄掉。
fleamarket-pic-sale-money = 留作{ -fleamarket-money }：¥{ $money }
fleamarket-pic-sale-popularity = 留作{ -fleamarket-popularity }：★{ $pop }
fleamarket-pic-sale-money-gives = 正面朝上放進錢堆：可支付{ -fleamarket-price-cut }和額外的牌
fleamarket-pic-sale-popularity-gives = 背面朝上放進人氣堆：計入 { $target } { -fleamarket-popularity }的目標
fleamarket-pic-tie-what = 有牌的玩家總和都是 Σ { $total }。最大者把牌賣成{ -fleamarket-money }；最小者把牌收作{ -fleamarket-popularity }。
fleamarket-pic-restock-what = 抽 { $n } 張牌（每個{ -fleamarket-stall }一張），或增加一個{ -fleamarket-stall }：共 { $m } 個，現在不抽牌。
fleamarket-pic-extra-pays = 再買一張：¥{ $cost }，支付的牌
fleamarket-pic-tie-money = { -fleamarket-popularity }相同：{ -fleamarket-money }多者名次在前。
fleamarket-pic-war-title = { -fleamarket-price-war }：{ $colours }
fleamarket-pic-war-detail = 同一顏色在{ -fleamarket-stall }上達 { $n } 張：棄掉 { $count } 張
fleamarket-pic-war-lost = 棄掉 { $n } 張

## hints (issue 25): what Normal would play and why
fleamarket-hint-value = 打出你的 { $value }（{ $count } 張）：總價值變成 { $total }，有 { $chance }% 的機會最小，拿到 { $popularity } 點{ -fleamarket-popularity }。
fleamarket-hint-card = 加入{ $colour_term }{ $value }：數值 { $value } 的最佳打法是在{ -fleamarket-stall }上放 { $count } 張。
fleamarket-hint-play = 現在打出：數值 { $value } 的最佳打法就是這 { $count } 張，再加一張不划算。
fleamarket-hint-pass = 結束{ -fleamarket-display }：你{ -fleamarket-stall }的總價值保持 { $total }，有 { $chance }% 的機會最小；打出任何牌都不會更好。
fleamarket-hint-cut = { -fleamarket-price-cut } { $amount } 點（¥{ $cost }）：你手裡有 { $rich } 張帶 2 個以上紫鈕扣的牌，當最小的划算。
fleamarket-hint-no_cut = 不{ -fleamarket-price-cut }：手裡有 { $need } 張帶 2 個以上紫鈕扣的牌才划算，你現在只有 { $rich } 張。
fleamarket-hint-no_cut_waste = 不{ -fleamarket-price-cut }：用你的{ -fleamarket-money }牌（¥{ $money }）支付會多虧 ¥{ $waste } 以上（不找零）。
fleamarket-hint-discard = 棄掉{ $colour_term }{ $value }：數值 { $value } 只有 { $popularity } 點{ -fleamarket-popularity }，是你手裡最沒用的牌。
fleamarket-hint-tie = 選{ $take_term }：你{ -fleamarket-stall }上的牌當{ -fleamarket-popularity }值 { $popularity } 點，當{ -fleamarket-money }值 ¥{ $money }。
fleamarket-hint-sale_popularity = 留作{ -fleamarket-popularity }：{ -fleamarket-popularity }決定勝負（達到 { $target } 遊戲就結束）。
fleamarket-hint-sale_money = 留作{ -fleamarket-money }：可以用來支付{ -fleamarket-price-cut }和多補的牌。
fleamarket-hint-draw = 補 { $count } 張：你手裡只有 { $hand } 張牌，比起新{ -fleamarket-stall }更需要牌。
fleamarket-hint-stall = 增加{ -fleamarket-stall }：你手裡已有 { $hand } 張牌，多一個{ -fleamarket-display }的位置比多幾張牌更有用。
fleamarket-hint-extra = 花 ¥{ $cost } 多補 1 張：你手裡只有 { $hand } 張牌，多補的牌現在還便宜。
fleamarket-hint-done = 結束{ -fleamarket-restock }：下一張要 ¥{ $cost }，你手裡已有 { $hand } 張牌。
