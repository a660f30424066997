# tsukiji：繁體中文（台灣），用語依《築地魚市》繁體中文規則書（000），見 glossary/tsukiji.ftl。
# identical to English by design: tsukiji-draft-empty, tsukiji-pic-total
# （原因：只有破折號；Σ 加數字）

game-tsukiji-name = 築地魚市

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
tsukiji-ticket-help-normal = 加 { $value }；回合結束後收回
tsukiji-ticket-help-cancel = 同組每張 { $cancels } 都變為 0，若沒有則算 { $bonus }；限用一次
tsukiji-ticket-help-value = 算 { $value }；限用一次
tsukiji-ticket-help-multiply = 同組其他{ -tsukiji-ticket }的總和乘以 { $factor }；限用一次

tsukiji-status-round = **第 { $round }/{ $rounds } 回合** · { -tsukiji-start-player }：**{ $start }**
tsukiji-status-evaluate = 估價：每人在每個{ -tsukiji-lot }上祕密放一張{ -tsukiji-ticket }，順序不限（請看私訊或按 **我的手牌**）。等待：{ $waiting }
tsukiji-status-buy = 購買：**{ $player }**，請買下一個{ -tsukiji-lot }，或放棄購買（+¥{ $money }）。
tsukiji-status-choose = **{ $player }** 正在決定{ $what }。

tsukiji-pending-takusan = { -tsukiji-takusan }要放進哪一列
tsukiji-pending-yakuza = { -tsukiji-yakuza }要拿走哪張牌

tsukiji-buy = 購買{ -tsukiji-lot } { $lot } · ¥{ $price }

tsukiji-pass = 放棄購買 · +¥{ $money }

tsukiji-event-bought = 🛒 **{ $player }** 以 ¥{ $price } 買下{ -tsukiji-lot } { $lot }。
tsukiji-event-passed = 💴 **{ $player }** 放棄購買，拿了 ¥{ $money }。
tsukiji-event-takusan = 🌈 **{ $player }** 的{ -tsukiji-takusan }加入 { $row }那一列。
tsukiji-event-takusan_lost = 🌈 **{ $player }** 面前沒有任何一列可以放{ -tsukiji-takusan }，只好丟棄。
tsukiji-event-yakuza = 🕶️ 黑道收走了 **{ $player }** 的一張 { $row }。
tsukiji-event-yakuza_nothing = 🕶️ 黑道在 **{ $player }** 那裡沒有東西可收。

tsukiji-reveal = **第 { $round } 回合翻開{ -tsukiji-ticket }**。市場波動：{ $moves }

tsukiji-final-line = { $rank }. **{ $player }**：¥{ $score }

tsukiji-rules-title = { $game }：{ $page }
tsukiji-rules-summary = 一款魚市拍賣遊戲，{ $low }–{ $high } 人，共 { $rounds } 回合。你在昔日的東京開了一家餐館：祕密為一組組海鮮估價、盡量低價買進、把自己手上貨物的行情炒高，最後比誰的錢加上貨物價值最多。
tsukiji-rules-components = 遊戲配件
tsukiji-rules-components-cards-title = 卡牌
tsukiji-rules-components-cards =
    共 { $product_count } 種貨物：{ $market_products }（在{ -tsukiji-market }上各有一個貨物標記），以及 { $maguro }（沒有標記：整列以套組計分）。**{ -tsukiji-takusan }** 🌈 可當任意一種貨物；**{ -tsukiji-yakuza }** 🕶️ 會讓你失去一張牌。牌堆依玩家人數而定，整副剛好用完：
    { $deck_lines }
tsukiji-rules-deck_line = **{ $players } 人** · 共 { $total } 張：每種貨物 { $each } 張、{ -tsukiji-takusan } { $takusan } 張、{ -tsukiji-yakuza } { $yakuza } 張
tsukiji-rules-components-tiles-title = { -tsukiji-price-tile }
tsukiji-rules-components-tiles =
    每回合每個{ -tsukiji-lot }各配一塊{ -tsukiji-price-tile }，寫作 `售價 波動值`：售價是買下這組貨物要付的錢，波動值則讓這組的每一張牌推動行情。最貴的那塊帶有{ -tsukiji-alarm-clock } ⏰。本回合的{ -tsukiji-price-tile }從回合一開始就公開擺在版圖旁（版圖圖片和你的私訊裡都看得到）：
    { $tile_lines }
tsukiji-rules-tile_line = **{ $players } 人**：{ $tiles }
tsukiji-rules-components-tickets-title = { -tsukiji-ticket }
tsukiji-rules-components-tickets =
    不論幾人遊戲，每人都有自己顏色的全部 { $count } 張{ -tsukiji-ticket }。普通{ -tsukiji-ticket } { $normals } 每回合結束後收回、可以重複使用；特殊{ -tsukiji-ticket }只能用一次，用完就丟棄：
    { $special_lines }
tsukiji-rules-ticket-cancel = • **{ $ticket }**：同組中每張面值 **{ $cancels }** 的普通{ -tsukiji-ticket }都變為 0；如果該組沒有面值 { $cancels } 的普通{ -tsukiji-ticket }，{ $ticket } 本身算 +{ $bonus }。
tsukiji-rules-ticket-value = • **{ $ticket }**：算 { $value }，和普通{ -tsukiji-ticket }一樣。
tsukiji-rules-ticket-multiply = • **{ $ticket }**：把同組其他{ -tsukiji-ticket }的總和乘以 { $factor }。
tsukiji-rules-components-maguro-title = { -tsukiji-maguro }套組價值
tsukiji-rules-components-maguro =
    { -tsukiji-maguro }那一列依張數整組計分（列中的{ -tsukiji-takusan }也算），而不是逐張計價：
    { $maguro_line }
    ……以此類推：{ $maguro_more }。
tsukiji-rules-components-money-title = 金錢
tsukiji-rules-components-money = 銀行的錢用不完，也可以找零。{ -tsukiji-start-player }開局有 ¥{ $start }，順時針每往下一位多 ¥{ $step }。購買階段放棄購買可以拿 ¥{ $pass_money }。
tsukiji-rules-round = 準備與回合流程
tsukiji-rules-round-setup-title = 遊戲準備
tsukiji-rules-round-setup = { $markers } 個貨物標記以隨機順序放在{ -tsukiji-market }（{ $min_space }–{ $max_space }）的第 { $first_space }–{ $last_start } 格，每格一個。{ -tsukiji-start-player }隨機抽出，第一張版圖會公布是誰。
tsukiji-rules-round-offer-title = A. 上架
tsukiji-rules-round-offer = 每回合翻開比玩家人數多一組的貨物（{ $lot_lines }），每組 { $per_lot } 張，正面朝上，從左到右標為 A、B、C……
tsukiji-rules-round-evaluate-title = B. 估價（祕密進行）
tsukiji-rules-round-evaluate = 所有人同時、祕密地在每個{ -tsukiji-lot }上各放正好一張{ -tsukiji-ticket }，順序不限。你的私訊裡，每個還空著的{ -tsukiji-lot }都有一個選單；已放{ -tsukiji-ticket }的{ -tsukiji-lot }則有一個紅色按鈕可以收回（也可以全部收回），再改放別張。按下 **確認{ -tsukiji-ticket }** 之前都不算數；所有人都確認之前，誰也看不到別人的{ -tsukiji-ticket }。提示：低的{ -tsukiji-ticket }能讓你想要的{ -tsukiji-lot }變便宜；高的{ -tsukiji-ticket }會讓{ -tsukiji-lot }變貴，並推高其中貨物的行情。
tsukiji-rules-round-pricing-title = C. 定價
tsukiji-rules-round-pricing = 翻開所有{ -tsukiji-ticket }。先結算每張 **{ $cancel }**（見「{ -tsukiji-ticket }」），再把同組的{ -tsukiji-ticket }相加，然後每張 **{ $double }** 把其他{ -tsukiji-ticket }的總和乘以 { $factor }；多張 { $double } 效果疊加（每張再乘一次），只有 { $double } 的{ -tsukiji-lot }總和為 0。總和可以是負數。總和最高的{ -tsukiji-lot }拿到最貴的{ -tsukiji-price-tile }（帶{ -tsukiji-alarm-clock }），次高的拿下一塊，以此類推；總和相同時，較靠左的{ -tsukiji-lot }拿較高的{ -tsukiji-price-tile }。
tsukiji-rules-round-market-title = C. 市場波動
tsukiji-rules-round-market = 接著依這個順序逐一結算各種貨物：{ $movement }。每個標記移動的步數，是場上該種貨物每一張牌所在組的{ -tsukiji-price-tile }波動值總和（同組重複的牌每張都算，沒賣出的組也算：這一步在購買之前進行）；標記不會移到 { $min_space } 以下或 { $max_space } 以上。{ $maguro }、{ -tsukiji-takusan }和{ -tsukiji-yakuza }不會移動任何標記。同一格上的標記會疊在一起：移到新格子的標記放在最上面，排名較高；格子沒有改變的標記（總和為 0，或停在 { $min_space } 或 { $max_space }）則維持原本疊放的位置。
tsukiji-rules-buy = 購買
tsukiji-rules-buy-order-title = D. 購買
tsukiji-rules-buy-order = 從{ -tsukiji-start-player }開始順時針輪流，每人選擇買下一個尚未賣出的{ -tsukiji-lot }並支付{ -tsukiji-price-tile }上的售價，或放棄購買並拿 ¥{ $pass_money }。付不起的{ -tsukiji-lot }不能買（按鈕會變灰）；放棄購買則隨時可以。版圖上的按鈕會標出該組的{ -tsukiji-maguro }能讓你的套組增加多少價值。
tsukiji-rules-buy-place-title = 擺放貨物
tsukiji-rules-buy-place = 買到的牌要立刻擺放，每種貨物排成一列：已經有的貨物接到原本那一列，新的貨物則開新的一列。接著每張 **{ -tsukiji-takusan }** 由你選擇加入自己的其中一列（剛買的牌也算，也可以加入{ -tsukiji-maguro }列）；如果你面前一列都沒有，它就要丟棄。版圖會依目前的行情，建議最划算的選擇。
tsukiji-rules-buy-yakuza-title = { -tsukiji-yakuza }
tsukiji-rules-buy-yakuza = 放好{ -tsukiji-takusan }後，每張 **{ -tsukiji-yakuza }** 要連同你選擇的一張已擺放的牌一起丟棄，{ -tsukiji-takusan }也可以選：按鈕會寫出是哪張牌（例如一張{ -tsukiji-maguro }，或{ -tsukiji-maguro }列中的{ -tsukiji-takusan }）。沒有牌可拿時，只丟棄{ -tsukiji-yakuza }。你買到的{ -tsukiji-yakuza }會被記下（供變體規則使用）。擺好的牌之後不能再移動。
tsukiji-rules-buy-end-title = 回合結束
tsukiji-rules-buy-end = 沒賣出的{ -tsukiji-lot }全部丟棄（每回合至少一組，有人放棄購買時更多）。買下帶{ -tsukiji-alarm-clock } ⏰ 那組貨物的玩家成為新的{ -tsukiji-start-player }；如果沒人買，{ -tsukiji-start-player }不變。第 { $rounds } 回合結束後，遊戲結束。
tsukiji-rules-end = 計分
tsukiji-rules-end-rank-title = 行情排名
tsukiji-rules-end-rank = { $markers } 個標記依所在格數由高到低排名；在同一格時，疊在上面的排名較高。各種貨物每張的價值依排名為：{ $rank_line }。
tsukiji-rules-end-score-title = 你的得分
tsukiji-rules-end-score = 你的貨物依排名計價，加上依價值表計算的{ -tsukiji-maguro }套組（例如 { $maguro_example }），再加上你的錢；啟用變體規則時再加上特殊加分。得分最高者獲勝；平手時，剩下最多張未用特殊{ -tsukiji-ticket }的玩家獲勝；仍然平手則共同獲勝。
tsukiji-rules-end-variant-title = 變體規則：特殊加分
tsukiji-rules-end-variant =
    可選規則，用 `/{ cmd-play-name } { cmd-option-variant }:True` 啟用；大廳和版圖會標示是否啟用，電腦玩家也會照這個規則玩。
    { $bonus_lines }
    同一項加分若有人平手，平手的玩家都能得到。
tsukiji-rules-bonus-versatile = • **+{ $points }**：每種貨物各至少 { $min_each } 張（全部 { $product_count } 種，含{ -tsukiji-maguro }）。
tsukiji-rules-bonus-specialist = • **+{ $points }**：任一種貨物至少 { $min_one } 張。
tsukiji-rules-bonus-popular = • **+{ $points }**：排名最低的貨物張數最多（至少 { $min_cards } 張）。
tsukiji-rules-bonus-safe = • **+{ $points }**：拿到最多張{ -tsukiji-yakuza }（至少 { $min_yakuza } 張）。
tsukiji-rules-lots_line = { $players } 人時 { $lots } 組
tsukiji-rules-rank_value = 第 { $rank } 名 ¥{ $value }
tsukiji-rules-maguro_value = { $n } 張→¥{ $value }

tsukiji-unknown_action = 這不是築地魚市的動作。

tsukiji-wrong_phase = 現在不能這樣做：遊戲目前處於「{ $phase }」階段。

tsukiji-unknown_ticket = 沒有叫做 { $ticket } 的{ -tsukiji-ticket }。

tsukiji-ticket_used = { -tsukiji-ticket } { $ticket } 已經放在{ -tsukiji-lot } { $lot } 上了：請先從那裡收回。

tsukiji-lot_has_ticket = { -tsukiji-lot } { $lot } 上已經有你的{ -tsukiji-ticket } { $ticket }：請先收回。

tsukiji-lot_has_no_ticket = { -tsukiji-lot } { $lot } 上沒有你可以收回的{ -tsukiji-ticket }。

tsukiji-special_spent = 你的特殊{ -tsukiji-ticket } { $ticket } 已經用過了。

tsukiji-draft_empty = 你還沒有放任何{ -tsukiji-ticket }。

tsukiji-draft_incomplete = 確認前請在每個{ -tsukiji-lot }都放上{ -tsukiji-ticket }（目前 { $placed }/{ $lots }）。

tsukiji-no_such_lot = 沒有{ -tsukiji-lot } { $lot }。

tsukiji-lot_sold = { -tsukiji-lot } { $lot } 已經賣出了。

tsukiji-cannot_afford = 你買不起這個{ -tsukiji-lot }：要價 ¥{ $price }，你只有 ¥{ $money }。

tsukiji-choose_row = 請先決定你的 { $kind } 要放在哪裡：{ $options }。

tsukiji-invalid_row = { $row } 不在你的選項中：{ $options }。

tsukiji-nothing_to_place = 你沒有等待擺放的{ -tsukiji-takusan }或{ -tsukiji-yakuza }。

tsukiji-status-variant = ✨ 已啟用變體加分
tsukiji-status-start_drawn = 🎲 隨機抽出 **{ $start }** 為{ -tsukiji-start-player }：他拿 ¥{ $money }，順時針每往下一位多拿 ¥{ $step }。
tsukiji-status-tiles = ⏰ { -tsukiji-price-tile }（依總和由高到低）：{ $tiles }
tsukiji-status-maguro = 🍣 { -tsukiji-maguro }套組：{ $table }
tsukiji-status-bonuses = ✨ 變體加分：{ $bonuses }

tsukiji-bonus-versatile = +{ $points } 每種貨物至少 { $min_each } 張
tsukiji-bonus-specialist = +{ $points } 任一種貨物至少 { $min_one } 張
tsukiji-bonus-popular = +{ $points } 排名最低的貨物張數最多（目前是 { $product }）
tsukiji-bonus-safe = +{ $points } 拿到最多張{ -tsukiji-yakuza }

tsukiji-choice-takusan = { -tsukiji-takusan } → { $row }
tsukiji-choice-yakuza_card = 讓黑道收走一張{ $row }
tsukiji-choice-yakuza_takusan = 讓黑道收走{ $row }列的{ -tsukiji-takusan }

tsukiji-buy_maguro = 購買{ -tsukiji-lot } { $lot } · ¥{ $price } · 🍣 +¥{ $maguro }

tsukiji-event-yakuza_takusan = 🕶️ 黑道收走了 **{ $player }** 在 { $row }列的{ -tsukiji-takusan }。

tsukiji-draft-item = { -tsukiji-lot } { $lot }：{ $ticket }
tsukiji-draft-empty = —
tsukiji-draft-choose = { -tsukiji-lot } { $lot }：選擇{ -tsukiji-ticket }…
tsukiji-draft-take = 收回 { $lot }（{ $ticket }）
tsukiji-draft-reset = 全部收回
tsukiji-draft-confirm = 確認{ -tsukiji-ticket }
tsukiji-draft-next = **第 { $round } 回合**：在每個{ -tsukiji-lot }上祕密放一張{ -tsukiji-ticket }，順序不限；確認之前，你隨時可以收回任何一張改放別張。所有人都確認之前，沒有人看得到。
tsukiji-draft-ready = **第 { $round } 回合**：每個{ -tsukiji-lot }都放好{ -tsukiji-ticket }了。按確認鎖定，或收回一張來更換。
tsukiji-draft-mine = 你的{ -tsukiji-ticket }：{ $summary }
tsukiji-draft-confirmed = **第 { $round } 回合**：你的{ -tsukiji-ticket }已鎖定：{ $summary }。等待其他玩家。

# Words drawn in the pictures (rendering/tsukiji.py)
tsukiji-pic-round = 第 { $round }/{ $rounds } 回合
tsukiji-pic-confirmed_count = 已確認 { $done }/{ $total }
tsukiji-pic-over = 遊戲結束
tsukiji-pic-deck = 牌堆
tsukiji-pic-start = { -tsukiji-start-player }
tsukiji-pic-start_random = { -tsukiji-start-player }（隨機抽出）
tsukiji-pic-total = Σ { $total }
tsukiji-pic-sold_to = 已售出
tsukiji-pic-passed_over = 未售出
tsukiji-pic-discarded = 已丟棄
tsukiji-pic-market = { -tsukiji-market }
tsukiji-pic-ranking = 每張價值
tsukiji-pic-ready = 已確認
tsukiji-pic-choosing = 選擇中…
tsukiji-pic-your_turn = 輪到購買
tsukiji-pic-bought = 買了 { $label }
tsukiji-pic-passed = 放棄購買
tsukiji-pic-no_cards = 還沒有貨物
tsukiji-pic-takusan_in = { -tsukiji-takusan } · { $row }
tsukiji-pic-hand_placed = 已放{ -tsukiji-ticket }：{ $placed }/{ $lots } 組
tsukiji-pic-hand_full = 每組都放好了：請確認或更換
tsukiji-pic-available = { -tsukiji-ticket }（每張每回合用一次；金色整局限用一次）
tsukiji-pic-tiles_label = { -tsukiji-price-tile }
tsukiji-pic-tiles_sub = 總和高者優先
tsukiji-pic-maguro_label = { -tsukiji-maguro }套組
tsukiji-pic-maguro_sub = 整組依張數計分
tsukiji-pic-maguro_you = 你：{ $n }
tsukiji-pic-variant_label = 變體規則
tsukiji-pic-variant_sub = 特殊加分
tsukiji-pic-bonus_versatile = 每種 { $n } 張以上
tsukiji-pic-bonus_specialist = 單一種 { $n } 張以上
tsukiji-pic-bonus_popular = { $product }最多
tsukiji-pic-bonus_safe = { -tsukiji-yakuza }最多
tsukiji-pic-reveal_title = 第 { $round } 回合翻牌
tsukiji-pic-moves = 市場波動
tsukiji-pic-no_moves = 行情沒有變動
tsukiji-pic-money_col = 金錢
tsukiji-pic-bonus_col = 加分
tsukiji-pic-total_col = 總分
tsukiji-pic-player = 玩家 { $n }
tsukiji-pic-product-ebi = { -tsukiji-ebi }
tsukiji-pic-product-hotategai = { -tsukiji-hotategai }
tsukiji-pic-product-sake = { -tsukiji-sake }
tsukiji-pic-product-tako = { -tsukiji-tako }
tsukiji-pic-product-fugu = { -tsukiji-fugu }
tsukiji-pic-product-maguro = { -tsukiji-maguro }
tsukiji-pic-product-takusan = { -tsukiji-takusan }
tsukiji-pic-product-yakuza = { -tsukiji-yakuza }
tsukiji-pic-turn-evaluate = 所有人選擇{ -tsukiji-ticket }
tsukiji-pic-turn-evaluate_detail = 每個{ -tsukiji-lot }各放一張祕密{ -tsukiji-ticket } · 已確認 { $done }/{ $total }
tsukiji-pic-turn-player = 輪到 { $name }
tsukiji-pic-turn-buy_detail = 購買一個{ -tsukiji-lot }，或放棄購買並拿 ¥{ $money }
tsukiji-pic-turn-takusan_detail = 為{ -tsukiji-lot } { $label } 的{ -tsukiji-takusan }選一列
tsukiji-pic-turn-yakuza_detail = 選擇{ -tsukiji-yakuza }拿走的牌（{ -tsukiji-lot } { $label }）
tsukiji-pic-turn-mine = 輪到你了
tsukiji-pic-turn-locked = 你的{ -tsukiji-ticket }已確認
tsukiji-pic-won = { $tie ->
        [yes] 勝利者（平手）：{ $names }
       *[no] 勝利者：{ $names }
    }
tsukiji-pic-wild = 萬用：加入你任選的一列
tsukiji-pic-takes_card = 拿走你的一張牌
tsukiji-pic-track = 橫條：在{ -tsukiji-market }上的位置（1–{ $max }）
tsukiji-pic-legend-total = { -tsukiji-lot }上{ -tsukiji-ticket }的總和
tsukiji-pic-legend-alarm = 買下的人成為{ -tsukiji-start-player }
tsukiji-pic-legend-change = { -tsukiji-lot }每張牌推動的行情
tsukiji-pic-legend-takusan = 該列中的{ -tsukiji-takusan }
tsukiji-pic-legend-yakuza = 買到的{ -tsukiji-yakuza }
tsukiji-pic-legend-special = 金色：只能用一次的{ -tsukiji-ticket }
tsukiji-pic-legend-cancelled = 被 { $ticket } 抵銷
tsukiji-pic-legend-per_card = 結束時每張的價值
tsukiji-pic-ticket-cancel = 抵銷同組所有的 { $cancels }，沒有則算 +{ $bonus }
tsukiji-pic-ticket-value = 算作 { $value }
tsukiji-pic-ticket-multiply = 其他{ -tsukiji-ticket }的總和乘以 { $factor }
tsukiji-pic-place_col = 名次
tsukiji-pic-player_col = 玩家
# Shown by the shared commands (/game status, the lobby's options)
phase-evaluate = 估價（祕密放置{ -tsukiji-ticket }）

phase-buy = 購買

option-tsukiji-variant = 變體規則：啟用四項特殊加分

# How moves read in the history and replays (cogs/tsukiji/history.py)
history-tsukiji-ticket = 🎫 **{ $player }** 在{ -tsukiji-lot } { $lot } 放下{ $ticket }。
history-tsukiji-take = ↩️ **{ $player }** 收回了{ -tsukiji-lot } { $lot } 上的{ -tsukiji-ticket }。
history-tsukiji-reset = ↩️ **{ $player }** 收回了自己的{ -tsukiji-ticket }。
history-tsukiji-confirm = ✅ **{ $player }** 確認了自己的{ -tsukiji-ticket }。
history-tsukiji-confirmed = ✅ **{ $player }** 確認了自己的{ -tsukiji-ticket }。
history-tsukiji-round = 🔔 第 { $round } 回合開始：**{ $player }** 是{ -tsukiji-start-player }。
history-tsukiji-reveal = 🎫 第 { $round } 回合：翻開{ -tsukiji-ticket }，為每個{ -tsukiji-lot }定價。
history-tsukiji-buy = 🛒 **{ $player }** 買下一個{ -tsukiji-lot }。
history-tsukiji-pass = 💴 **{ $player }** 放棄購買。
history-tsukiji-takusan = 🌈 **{ $player }** 把{ -tsukiji-takusan }放進 { $row }那一列。
history-tsukiji-yakuza = 🕶️ 黑道收走了 **{ $player }** 的一張 { $row }。

## Pictures round 2: a message's own picture read in the chat, the pictures above it
tsukiji-pic-options_takusan = { -tsukiji-takusan }可加入的列
tsukiji-pic-options_yakuza = { -tsukiji-yakuza }可拿走的牌
tsukiji-pic-worth_head = 目前對你的價值
tsukiji-pic-me_line = 你：¥{ $money } · 目前得分 { $score }
tsukiji-pic-score_now = 目前得分 { $score }
tsukiji-pic-legend-maguro_mine = 金框：你目前的套組
tsukiji-pic-legend-maguro_next = 細框：再多一張
tsukiji-pic-reveal_sub = Σ 最高的{ -tsukiji-lot }得到最貴的{ -tsukiji-price-tile }
tsukiji-pic-tie = { $lots } 同為 Σ { $total }：較左的{ -tsukiji-lot }（{ $first }）得到較貴的{ -tsukiji-price-tile }
tsukiji-pic-stays = 停在 { $space }
tsukiji-pic-won_score = { $won } · { $score } 分
tsukiji-pic-price_board = { -tsukiji-market }
tsukiji-pic-tie_break = 同為 { $total } 分：剩下最多特殊{ -tsukiji-ticket }者獲勝（{ $counts }）

## 提示（電腦等級）：普通等級會怎麼下，以及原因
tsukiji-hint-ticket_low = 在{ -tsukiji-lot } { $lot } 放{ -tsukiji-ticket } { $ticket }：總和低，價格就低；這個{ -tsukiji-lot }的卡對你約值 ¥{ $worth }。
tsukiji-hint-ticket_high = 在{ -tsukiji-lot } { $lot } 放{ -tsukiji-ticket } { $ticket }：總和高，價格就高，裡面的商品在{ -tsukiji-market }上也會上漲；這個{ -tsukiji-lot }的卡對你約值 ¥{ $worth }。
tsukiji-hint-confirm = 每個{ -tsukiji-lot }都放好你的{ -tsukiji-ticket }了：按確認鎖定。
tsukiji-hint-buy = 以 ¥{ $price } 買下{ -tsukiji-lot } { $lot }：這些卡對你約值 ¥{ $worth }，主要來自{ $product_term }。
tsukiji-hint-buy_deny = 以 ¥{ $price } 買下{ -tsukiji-lot } { $lot }：這些卡對你只值約 ¥{ $worth }，但不買的話，別的玩家會得到更多好處。
tsukiji-hint-pass = 放棄購買，拿 ¥{ $money }：對你最划算的{ -tsukiji-lot } { $lot } 要價 ¥{ $price }，卡只值約 ¥{ $worth }，不如放棄。
tsukiji-hint-pass_broke = 放棄購買，拿 ¥{ $money }：你買不起任何{ -tsukiji-lot }。
tsukiji-hint-takusan = { -tsukiji-takusan } → { $product_term }：那一列多一張約值 ¥{ $worth }，比其他列都多。
tsukiji-hint-yakuza_card = 讓{ -tsukiji-yakuza }收走一張{ $product_term }：你只損失約 ¥{ $worth }，比其他列都少。
tsukiji-hint-yakuza_takusan = 讓{ -tsukiji-yakuza }收走{ $product_term }列的{ -tsukiji-takusan }：你只損失約 ¥{ $worth }，比其他地方都少。
