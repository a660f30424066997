# silkroad：繁體中文（台灣），用語依規則書 001 的繁體中文部分，見 glossary/silkroad.ftl。
# identical to English by design: silkroad-ctl-buy, silkroad-ctl-play_option, silkroad-pic-income_none
# （原因：卡牌名稱 · ¥價格；顏色 ×張數；只有破折號）

game-silkroad-name = 海上絲綢之路

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
silkroad-special-help-ship = 一艘新{ -silkroad-ship }，立即裝載一個你選的{ -silkroad-cube }
silkroad-special-help-licence = 每次有收入時 +¥2
silkroad-special-help-porter = 每次貨物更換可多換 1 個{ -silkroad-cube }（買下時可立即換一次）
silkroad-special-help-exchange = 階段 2 結束後額外補 1 張牌

silkroad-status-load = **遊戲準備**：**{ $player }** 為第 { $ship } 艘{ -silkroad-ship }裝貨。
silkroad-status-turn = **第 { $number } 回合** · **{ $player }** · { -silkroad-draw-pile }：{ $deck } 張
silkroad-status-phase1 = 階段 1：貨物更換、購買特殊卡牌，或放棄。
silkroad-status-swap = 階段 1：{ -silkroad-porter }更換，最多還能換 { $left } 個{ -silkroad-cube }。
silkroad-status-porter = 階段 1：新買的{ -silkroad-porter }可以立即更換一次。
silkroad-status-ship = 階段 1：為新{ -silkroad-ship }裝貨。
silkroad-status-phase2 = 階段 2：打出同一種顏色的{ -silkroad-goods-card }，或補 2 張牌。
silkroad-status-exchange = { -silkroad-exchange }：還可以額外補 { $left } 張牌。
silkroad-status-private = { $player } 在私訊中（或用 **我的手牌**）做選擇。錢數保密，直到遊戲結束。
silkroad-status-start = 🎲 隨機抽出 **{ $player }** 為起始玩家（取代規則書的「最近售賣過商品的玩家」）：從他開始，依座位順時針裝船和行動。

silkroad-log-turn = **{ $player }**：{ $actions }
silkroad-log-setup = 遊戲準備：{ $actions }
silkroad-log-loaded = { $player } 裝載 { $colour }
silkroad-log-loaded_own = 為新{ -silkroad-ship }裝載 { $colour }
silkroad-log-loaded_start = 裝載 { $colour }（遊戲準備）
silkroad-log-swapped = 更換 { $old } → { $new }
silkroad-log-bought = 購買{ $card }（¥{ $price }）
silkroad-log-skipped = 略過階段 1
silkroad-log-played = 把 { $count } 張 { $colour }打到第 { $slots } 格
silkroad-log-income = 有收入：{ $players }
silkroad-log-income_none = 沒有人有收入
silkroad-log-drew = 補了 { $count } 張
silkroad-log-exchanged = 補了 1 張（{ -silkroad-exchange }）
silkroad-log-nothing = ……

silkroad-me-turn = **第 { $number } 回合：輪到你了** · 錢：**¥{ $money }**（保密）
silkroad-me-money = 你的錢：**¥{ $money }**（只有你看得到）。
silkroad-me-recap = 自你上一回合以來，你賺到：{ $items }
silkroad-me-news = 你賺到：{ $items }
silkroad-me-news_item = ¥{ $amount }（{ $colour }，{ $player } 打出）
silkroad-me-news_bonus = ¥{ $amount }（{ $colour }，{ $player } 打出；{ -silkroad-licence } +¥{ $bonus }）
silkroad-me-load = **遊戲準備**：為你的第 { $ship } 艘{ -silkroad-ship }選擇貨物。
silkroad-me-start = 🎲 隨機抽出 **{ $player }** 為起始玩家：從他開始，依座位順序裝船和行動。
silkroad-me-start_you = 🎲 隨機抽出 **你** 為起始玩家：你先裝船，也由你第一個行動。
silkroad-me-phase1 = **階段 1**：更換一個{ -silkroad-cube }、購買一張特殊卡牌，或放棄。
silkroad-me-swap_more = **階段 1**：你的{ -silkroad-porter }讓你還能更換 { $left } 個{ -silkroad-cube }，每個要在不同的{ -silkroad-ship }上。
silkroad-me-porter = **階段 1**：你新買的{ -silkroad-porter }讓你立即更換一個{ -silkroad-cube }。
silkroad-me-ship = **階段 1**：為你的新{ -silkroad-ship }選擇貨物。
silkroad-me-phase2 = **階段 2**：打出一張或多張同一種顏色的{ -silkroad-goods-card }（每張放在不同的格子），或補 2 張牌。
silkroad-me-phase2_empty = **階段 2**：你沒有手牌，所以要補牌。
silkroad-me-colour_preview = { $colour } ×{ $cards } → { $slot_count ->
       *[other] 第 { $slots } 格
    }：{ $items }
silkroad-me-slots = **階段 2**：打出 **{ $colour }**（手上有 { $cards } 張）。一次選一個要蓋住的格子，選好後確認。已選：{ $slots }
silkroad-me-no_slots = 還沒有
silkroad-me-preview = 現在打出的收入：{ $items }
silkroad-me-preview_item = { $player } 賺 ¥{ $amount }
silkroad-me-nobody = 沒有人有收入
silkroad-me-exchange = **{ -silkroad-exchange }**：額外補 1 張牌（還剩 { $left } 次），或結束回合。
silkroad-me-exchange_last = ⚠️ { -silkroad-draw-pile }只剩 1 張：補走它遊戲就立刻結束，錢最多的人獲勝。按 **結束回合** 則遊戲繼續。
silkroad-me-waiting = 等待 **{ $player }**。
silkroad-me-over = 遊戲結束了，請到頻道查看最終的錢數。

silkroad-ctl-swap_placeholder = 更換{ -silkroad-cube }…
silkroad-ctl-swap_placeholder_more = 更換{ -silkroad-cube }（更多）…
silkroad-ctl-swap_option = { -silkroad-ship } { $ship }：{ $old } → { $new }
silkroad-ctl-swap_desc = { $old }放回供應區 · { $new }還剩 { $left } 個
silkroad-ctl-buy = { $card } · ¥{ $price }
silkroad-ctl-buy_sold_out = { $card } · 已售完
silkroad-ctl-skip = 放棄
silkroad-ctl-done_swapping = 不再更換
silkroad-ctl-no_swap = 不更換
silkroad-ctl-load = { $colour }（剩 { $left }）
silkroad-ctl-play_option = { $colour } ×{ $cards }
silkroad-ctl-draw = 補 2 張
silkroad-ctl-draw_last = 補 { $count } 張（遊戲結束）
silkroad-ctl-slot = 第 { $slot } 格：{ $colour }
silkroad-ctl-confirm = 打出 { $count } 張
silkroad-ctl-undo = 復原
silkroad-ctl-exchange = 補 1 張（{ -silkroad-exchange }）
silkroad-ctl-exchange_last = 補最後一張（遊戲結束）
silkroad-ctl-end_turn = 結束回合

silkroad-final-line = { $rank }. **{ $player }**：¥{ $money }

silkroad-rules-title = { $game }：{ $page }
silkroad-rules-summary = 倪睿南（Reiner Knizia）設計的貿易遊戲，{ $low }–{ $high } 人。你是 16 世紀往來歐亞海上貿易的商人：為{ -silkroad-ship }裝上貨物，把 { $slots } 張牌組成的{ -silkroad-market }引導到你運送的貨物上，最後錢最多的人獲勝。錢數保密，直到遊戲結束。
silkroad-rules-overview = 概要與遊戲配件
silkroad-rules-overview-goods-title = { -silkroad-goods-card }
silkroad-rules-overview-goods =
    共 { $cards_total } 張{ -silkroad-goods-card }，每種顏色 { $cards } 張。你把它們打到{ -silkroad-market }上；每種顏色也有同色的{ -silkroad-cube }。
    { $goods_lines }
silkroad-rules-goods_line = { $colour } { $n } 張
silkroad-rules-overview-cubes-title = { -silkroad-cube }
silkroad-rules-overview-cubes = 共 { $cubes_total } 個{ -silkroad-cube }，每種顏色 { $cubes } 個，代表{ -silkroad-ship }運送的貨物。每艘{ -silkroad-ship }正好裝載一個。只有還在供應區的標記可以裝載，所以某種顏色可能會用完。
silkroad-rules-overview-ships-title = { -silkroad-ship }
silkroad-rules-overview-ships = { -silkroad-ship }共 { $ships_total } 艘。每人開局有 { $start_ships } 艘；其餘當作特殊卡牌出售：{ $for_sale }。
silkroad-rules-ships_left = { $players } 人時 { $n } 艘
silkroad-rules-overview-specials-title = 特殊卡牌（在階段 1 購買）
silkroad-rules-overview-specials =
    { $special_lines }
    每回合最多買一張，賣完為止；同一種可以擁有好幾張，效果疊加。遊戲結束時特殊卡牌不計價值。
silkroad-rules-special-ship = ⛵ **{ -silkroad-ship }** · ¥{ $price } · 數量見上方：多一艘{ -silkroad-ship }，立即裝載一個供應區中任意顏色的{ -silkroad-cube }。
silkroad-rules-special-licence = 📜 **{ -silkroad-licence }** · ¥{ $price } · { $copies } 張：每當一次出牌讓你賺到超過 ¥0，你再多得 ¥{ $bonus }（每張{ -silkroad-licence }各算一次）。
silkroad-rules-special-porter = 🧺 **{ -silkroad-porter }** · ¥{ $price } · { $copies } 張：每次貨物更換，每張{ -silkroad-porter }讓你多換一個{ -silkroad-cube }（各在不同的{ -silkroad-ship }上）。買下的那一回合，你可以立即更換一個{ -silkroad-cube }。
silkroad-rules-special-exchange = 🏦 **{ -silkroad-exchange }** · ¥{ $price } · { $copies } 張：你的階段 2（不論出牌或補牌）結束後，每張{ -silkroad-exchange }讓你可以額外補 1 張牌。
silkroad-rules-overview-money-title = 錢幣
silkroad-rules-overview-money = 銀行的錢用不完。每人開局有 ¥{ $start_money }。遊戲結束前，你只看得到自己的錢。
silkroad-rules-setup = 遊戲準備
silkroad-rules-setup-deal-title = 卡牌與{ -silkroad-ship }
silkroad-rules-setup-deal = 把 { $cards_total } 張{ -silkroad-goods-card }洗勻。每人發 { $hand } 張作為祕密手牌；再翻開 { $slots } 張排成一排，組成 **{ -silkroad-market }**（第 1–{ $slots } 格）。其餘的牌面朝下，作為{ -silkroad-draw-pile }（版圖上會顯示還剩幾張）。每人拿 { $start_ships } 艘{ -silkroad-ship }。
silkroad-rules-setup-start-title = 起始玩家
silkroad-rules-setup-start = 規則書讓最近售賣過商品的玩家先開始。這裡則在遊戲開始時隨機抽出起始玩家；第一張版圖會公布是誰，並用旗子標示。一切都從起始玩家開始，依座位順時針進行。
silkroad-rules-setup-loading-title = 裝船
silkroad-rules-setup-loading = 從起始玩家開始依序，每人為自己的第一艘{ -silkroad-ship }裝載一個供應區中任意顏色的{ -silkroad-cube }。接著再依序為第二艘{ -silkroad-ship }裝貨。兩艘{ -silkroad-ship }可以裝同一種顏色。
silkroad-rules-turn = 你的回合
silkroad-rules-turn-order-title = 行動順序
silkroad-rules-turn-order = 從起始玩家開始，玩家順時針輪流行動，直到遊戲結束。每個行動回合有兩個階段，每個階段做一件事。
silkroad-rules-turn-phase1-title = 階段 1：以下擇一，或放棄
silkroad-rules-turn-phase1 =
    • **貨物更換**：把你一艘{ -silkroad-ship }上的{ -silkroad-cube }換成供應區中另一種顏色（舊的放回供應區）。你每有一張{ -silkroad-porter }，就能多換一個，各在不同的{ -silkroad-ship }上。
    • **購買特殊卡牌**（見第 1 頁）：付得起、而且還沒賣完的。
    • **放棄**：略過階段 1。
silkroad-rules-turn-phase2-title = 階段 2：出牌或補牌
silkroad-rules-turn-phase2 =
    • **打出** 手中一張或多張 **同一種顏色** 的{ -silkroad-goods-card }，每張放在你選的不同{ -silkroad-market }格子上，蓋住原本的牌；接著所有人計算收入（見下一頁）。你可以蓋在已經是同色的格子上，只是不會多算。
    • 或從{ -silkroad-draw-pile }**補 { $draw } 張** 牌加入手牌。
    沒有手牌時必須補牌。
silkroad-rules-turn-exchange-title = 階段 2 之後：{ -silkroad-exchange }
silkroad-rules-turn-exchange = 如果你有{ -silkroad-exchange }，接著每張{ -silkroad-exchange }可以讓你補 1 張牌，一次一張，隨時可以停。如果這樣補牌把{ -silkroad-draw-pile }補完，遊戲立刻結束；按鈕會先提醒你。
silkroad-rules-turn-discord-title = 在 Discord 上玩
silkroad-rules-turn-discord = 你的手牌、錢和按鈕都透過私訊送達（私訊關閉時，用版圖上的 **我的手牌**）。出牌時先選顏色，再一個一個選格子（**復原** 可以退一步），最後確認。私訊會顯示每種出法能讓每位玩家賺多少。
silkroad-rules-income = 收入
silkroad-rules-income-rule-title = 誰有收入
silkroad-rules-income-rule = 每次出牌後，**每位玩家**（包括出牌的人）都計算收入：（{ -silkroad-market }上目前顯示該顏色的格子數）×（自己裝載該顏色的{ -silkroad-ship }數）。只有{ -silkroad-market }最上面的 { $slots } 張牌算數（被蓋住的不算），而且只有剛打出的顏色有收入。
silkroad-rules-income-licence-title = { -silkroad-licence }
silkroad-rules-income-licence = 收入超過 ¥0 時，每張{ -silkroad-licence }再加 ¥{ $bonus }。沒有收入就沒有加成。
silkroad-rules-income-example-title = 範例（取自規則書）
silkroad-rules-income-example =
    { -silkroad-market }上有 { $before } 張 { $spice }。一位玩家把 { $played } 張{ -silkroad-spice }打到另外兩個格子，現在有 { $showing } 格顯示{ -silkroad-spice }。
    • { -silkroad-ship }裝著{ -silkroad-spice }和 { $glass } 的玩家賺 { $showing } × 1 = ¥{ $one }；{ -silkroad-glass }沒有收入，因為打出的不是{ -silkroad-glass }。
    • 兩艘{ -silkroad-ship }都裝{ -silkroad-spice }的玩家賺 { $showing } × 2 = ¥{ $two }；有{ -silkroad-licence }的話是 ¥{ $two } + ¥{ $bonus } = ¥{ $licensed }。
    • 沒有裝{ -silkroad-spice }的玩家什麼都賺不到，有沒有{ -silkroad-licence }都一樣。
silkroad-rules-income-secret-title = 保密的錢
silkroad-rules-income-secret = 收入是保密的：你只看得到自己的錢，私訊會告訴你賺了多少、是誰出牌帶來的。版圖只顯示誰有收入，不顯示多少。購買則是公開的。
silkroad-rules-end = 遊戲結束
silkroad-rules-end-end-title = 結束時機
silkroad-rules-end-end = **{ -silkroad-draw-pile }一被補完**，遊戲立刻結束：任何一次補牌後都是如此，即使在回合中途。要補 { $draw } 張但剩下的不夠時，補走剩下的牌，遊戲結束。會把牌堆補完的按鈕都會註明。
silkroad-rules-end-winner-title = 勝負
silkroad-rules-end-winner = 公開所有人的錢。錢最多的人獲勝；並列最多則共同獲勝。特殊卡牌和手牌都不計價值。
silkroad-rules-end-tip-title = 接近尾聲時
silkroad-rules-end-tip = 補完{ -silkroad-draw-pile }會讓遊戲立刻結束，所以要在你認為自己領先時才這麼做。{ -silkroad-exchange }的額外補牌可以不補：你也可以直接結束回合。

silkroad-unknown_action = 這不是海上絲綢之路的動作。

silkroad-wrong_phase = 現在不能這樣做（目前步驟：{ $phase }）。

silkroad-unknown_colour = 沒有「{ $colour }」這種貨物。

silkroad-sold_out = 供應區已經沒有 { $colour } 的{ -silkroad-cube }了。

silkroad-no_such_ship = 你沒有第 { $ship } 艘{ -silkroad-ship }。

silkroad-same_colour = 這艘{ -silkroad-ship }已經裝著 { $colour }：請選別的顏色。

silkroad-ship_swapped = 第 { $ship } 艘{ -silkroad-ship }這次已經換過了：請選別艘。

silkroad-unknown_special = 沒有叫做 { $card } 的特殊卡牌。

silkroad-special_sold_out = { $card } 已經全部賣完了。

silkroad-cannot_afford = 你買不起：要價 ¥{ $price }，你只有 ¥{ $money }。

silkroad-empty_hand = 你沒有手牌：必須補牌。

silkroad-no_cards_of_colour = 你手上沒有 { $colour } 的{ -silkroad-goods-card }。

silkroad-no_such_slot = { -silkroad-market }沒有第 { $slot } 格。

silkroad-slot_chosen = 第 { $slot } 格這次已經選過了。

silkroad-no_more_cards = 你手上只有 { $cards } 張 { $colour }：請確認出牌或復原。

silkroad-no_slot_chosen = 出牌前請至少選一個格子。

silkroad-nothing_to_undo = 沒有可以復原的動作。

silkroad-choose_slots = 請先完成你的 { $colour } 出牌（選格子並確認），或將它復原。

silkroad-choose_colour = 請先選擇要打出的顏色。

phase-load = 裝船（遊戲準備）

phase-phase1 = 階段 1（更換、購買或放棄）

phase-phase2 = 階段 2（出牌或補牌）

phase-exchange = { -silkroad-exchange }補牌

silkroad-step-ship = 階段 1（為新{ -silkroad-ship }裝貨）

silkroad-step-swap = 階段 1（{ -silkroad-porter }更換）

silkroad-step-porter = 階段 1（新{ -silkroad-porter }的更換）

silkroad-me-special_line = { $emoji } **{ $card }** ¥{ $price }（剩 { $left } 張）：{ $help }

# Words drawn in the pictures (rendering/silkroad.py)
silkroad-pic-turn = 第 { $number } 回合
silkroad-pic-setup = 遊戲準備
silkroad-pic-over = 遊戲結束
silkroad-pic-deck = { -silkroad-draw-pile }
silkroad-pic-status_load = { $name } 為第 { $ship } 艘{ -silkroad-ship }裝貨
silkroad-pic-sub_load = 依序：先裝每人的第 1 艘，再裝第 2 艘
silkroad-pic-start_note = 起始玩家：{ $name } · 隨機抽出
silkroad-pic-status_turn = { $name }：{ $phase }
silkroad-pic-phase1 = 階段 1
silkroad-pic-phase2 = 階段 2
silkroad-pic-exchange = { -silkroad-exchange }
silkroad-pic-sub_phase1 = 更換{ -silkroad-cube }、購買特殊卡牌，或放棄
silkroad-pic-sub_swap = { -silkroad-porter }：最多再換 { $left } 個
silkroad-pic-sub_porter = 新{ -silkroad-porter }：立即更換一次
silkroad-pic-sub_ship = 為新{ -silkroad-ship }裝貨
silkroad-pic-sub_phase2 = 打出同色{ -silkroad-goods-card }，或補 2 張
silkroad-pic-sub_exchange = 可額外補 { $left } 張
silkroad-pic-market = { -silkroad-market } · 第 1–6 格
silkroad-pic-specials = 特殊卡牌
silkroad-pic-left = 剩 { $n }
silkroad-pic-sold_out = 已售完
silkroad-pic-new = 新
silkroad-pic-cards = { $n } 張
silkroad-pic-loading = 裝貨中…
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
silkroad-pic-money = 錢（保密）
silkroad-pic-empty_hand = 你沒有手牌：補 2 張牌。
silkroad-pic-your_ships = 你的{ -silkroad-ship }
silkroad-pic-if_played = 若把{ $colour }打到標示的格子
silkroad-pic-best_plays = 把某色全部打到最佳格子時的收入
silkroad-pic-you = 你
silkroad-pic-income_none = —
silkroad-pic-your_turn = 輪到你了
silkroad-pic-sub_you_load = 為第 { $ship } 艘{ -silkroad-ship }裝貨：選一種{ -silkroad-cube }顏色
silkroad-pic-won = { $count ->
        [1] { $names } 獲勝
       *[other] { $names } 並列獲勝
    }
silkroad-pic-row_supply = 供應區的{ -silkroad-cube }
silkroad-pic-row_covered = { -silkroad-market }中被蓋住的牌
silkroad-pic-legend_start = 起始玩家
silkroad-pic-legend_hand = 手牌張數
silkroad-pic-legend_empty_ship = 沒有{ -silkroad-cube }的{ -silkroad-ship }
silkroad-pic-legend_new = 剛打出的牌
silkroad-pic-legend_stack = 你手中該色的張數
silkroad-pic-legend_no_income = 沒有收入
silkroad-pic-legend_order = 所選格子的順序
silkroad-pic-at_slots = { $count ->
       *[other] 第 { $slots } 格
    }
silkroad-pic-play_plan = { $cards } 張 → { $count ->
       *[other] 第 { $slots } 格
    }
silkroad-pic-col_place = 名次
silkroad-pic-col_player = 玩家
silkroad-pic-col_earned = 賺得
silkroad-pic-col_spent = 花費
silkroad-pic-col_money = 錢
silkroad-pic-fleets = { -silkroad-ship }與特殊卡牌
silkroad-pic-sub_slots = 選擇要打出的格子，然後確認

# How moves read in the history and replays (cogs/silkroad/history.py)
history-silkroad-load = ⛵ **{ $player }** 裝載 { $colour }。
history-silkroad-swap = 🔁 **{ $player }** 把第 { $ship } 艘{ -silkroad-ship }的貨物換成 { $colour }。
history-silkroad-play = 🃏 **{ $player }** 選擇打出 { $colour }。
history-silkroad-slot = 🃏 **{ $player }** 選擇{ -silkroad-market }第 { $slot } 格。
history-silkroad-confirm = 🃏 **{ $player }** 打出卡牌。
history-silkroad-draw = 🃏 **{ $player }** 補牌。
history-silkroad-undo = ↩️ **{ $player }** 收回選擇。
history-silkroad-skip = ⏭️ **{ $player }** 略過階段 1。
history-silkroad-buy = 🛍️ **{ $player }** 購買了{ $card }。
history-silkroad-exchange = 🏦 **{ $player }** 補 1 張牌（{ -silkroad-exchange }）。
history-silkroad-done = ✅ **{ $player }** 結束回合。

## Pictures round 2: this round's plays and earners, your earnings, free slots
silkroad-pic-round_title = 本輪：打出的牌與收入
silkroad-pic-round_play = { $name } 打出 { $count } 張{ $kind } → 有收入：{ $earners }
silkroad-pic-round_play_none = { $name } 打出 { $count } 張{ $kind } → 沒有人有收入
silkroad-pic-news_title = 你上次行動後賺到
silkroad-pic-news_item = ¥{ $amount } · { $kind }（{ $name } 打出）
silkroad-pic-news_none = 尚無
silkroad-pic-legend_free = 還可以選的格子

## hints
silkroad-hint-load = 裝載{ $goods_term }：{ -silkroad-market }有 { $showing } 格是它，你手上也有 { $cards } 張。
silkroad-hint-swap = 把{ -silkroad-ship } { $ship } 從{ $old_term }換成{ $goods_term }：{ -silkroad-market }有 { $showing } 格是它，你手上也有 { $cards } 張。
silkroad-hint-buy = 花 ¥{ $price } 購買{ $card_term }：到遊戲結束約可帶來 ¥{ $value }。
silkroad-hint-skip = 放棄：現在更換或購買特殊卡牌都不划算。
silkroad-hint-play = 打出 { $cards } 張{ $goods_term }：你得 ¥{ $mine }，其他人合計得 ¥{ $theirs }。
silkroad-hint-slot = 蓋住第 { $slot } 格（{ $covered_term }）：其他人有 { $theirs } 艘船載著它，你只有 { $mine } 艘。
silkroad-hint-confirm = 打出這 { $count } 張：你得 ¥{ $mine }，其他人合計得 ¥{ $theirs }。
silkroad-hint-draw = 補 2 張：現在怎麼打都不超過 ¥{ $best }，把手牌留到{ -silkroad-market }更好的時候。
silkroad-hint-draw_end = 補最後的牌：遊戲就此結束，而你估計領先約 ¥{ $lead }。
silkroad-hint-exchange = 補 1 張（{ -silkroad-exchange }）：額外的牌不用錢，{ -silkroad-draw-pile }還有 { $deck } 張。
silkroad-hint-exchange_end = 補最後 1 張：遊戲就此結束，而你估計領先約 ¥{ $lead }。
silkroad-hint-exchange_stop = 結束回合：補最後 1 張會結束遊戲，而你估計落後約 ¥{ $gap }。
