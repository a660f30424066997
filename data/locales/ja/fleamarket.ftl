# fleamarket: 日本語（用語は中国語の説明 004 から。glossary/fleamarket.ftl を参照）

game-fleamarket-name = 蚤の市：大商戦

phase-cut = { -fleamarket-price-cut }

phase-display = { -fleamarket-display }

phase-settle = { -fleamarket-settlement }

phase-restock = { -fleamarket-restock }

fleamarket-colour-red = 赤
fleamarket-colour-yellow = 黄
fleamarket-colour-blue = 青
fleamarket-colour-green = 緑
fleamarket-colour-brown = 茶
fleamarket-colour-purple = 紫

fleamarket-card = { $colour }{ $value }

fleamarket-status-round = **ラウンド { $round }** · { -fleamarket-start-player }: **{ $start }**
fleamarket-status-cut = 🏷️ { -fleamarket-price-cut }: **{ $player }** はこのラウンドの合計を下げられます（自分だけのパネル: DMか **手札を見る**）。
fleamarket-status-display = 🛒 { -fleamarket-display }: **{ $player }** が同じ数字のカードを出すか、パスします。
fleamarket-status-settle = 📊 { -fleamarket-settlement }: { $waiting } を待っています（維持費の捨て札、同点、{ -fleamarket-sale }）。
fleamarket-status-restock = 📦 { -fleamarket-restock }: **{ $player }** がカードを引くか、{ -fleamarket-stall }を増やします。

fleamarket-event-played = 🛒 **{ $player }** が{ $cards }を{ -fleamarket-display }しました。
fleamarket-event-price_war = 💥 **{ -fleamarket-price-war }！** { $colours }が{ -fleamarket-stall }に{ $threshold }枚そろったので、{ $count }枚すべて捨て札になります。
fleamarket-event-passed = ✋ **{ $player }** はこのラウンドの残りをパスします。
fleamarket-event-forced_pass = ✋ **{ $player }** はパスするしかありません（手札がないか、空いている{ -fleamarket-stall }がありません）。
fleamarket-event-all_colours = 🌈 6色すべてがそろったので、{ -fleamarket-display }はすぐに終わります。
fleamarket-event-cut = 🏷️ **{ $player }** が{ $amount }点{ -fleamarket-price-cut }しました（¥{ $cost }）。
fleamarket-event-cut_paid = 🏷️ **{ $player }** が¥{ $cost }で{ $amount }点{ -fleamarket-price-cut }し、{ $cards }で支払いました{ $change }。
fleamarket-event-no_cut = 🏷️ **{ $player }** は{ -fleamarket-price-cut }しませんでした。
fleamarket-event-draw = 📦 **{ $player }** が{ $count }枚{ -fleamarket-restock }ました。
fleamarket-event-stall = 🏪 **{ $player }** が{ -fleamarket-stall }を1つ増やしました。
fleamarket-event-nothing = 📦 **{ $player }** が{ -fleamarket-restock }るカードはもう残っていません。
fleamarket-event-extra = 📦 **{ $player }** が¥{ $cost }でカードを1枚追加で{ -fleamarket-restock }ました。
fleamarket-event-extra_paid = 📦 **{ $player }** が¥{ $cost }でカードを1枚追加で{ -fleamarket-restock }、{ $cards }で支払いました{ $change }。
fleamarket-event-reshuffle = 🔀 捨て札を混ぜて新しい山札にしました（{ $count }枚）。
fleamarket-event-tie = ⚖️ 全員同点: **{ $player }** が「{ $take }」を取ります。
fleamarket-event-round = 🔔 **ラウンド { $round }** 開始: **{ $player }** が{ -fleamarket-start-player }です。

fleamarket-take-highest = 最高（{ -fleamarket-money }）
fleamarket-take-lowest = 最低（{ -fleamarket-popularity }）

fleamarket-settlement-title = 📊 **{ -fleamarket-settlement }: ラウンド { $round }**
fleamarket-settlement-highest = 💰 **{ $player }** が最高（{ $total }）で、{ $cards }を{ -fleamarket-money }として受け取りました（¥{ $money }）。
fleamarket-settlement-lowest = ⭐ **{ $player }** が最低で、{ -fleamarket-popularity }を受け取りました。
fleamarket-settlement-sale_money = 🏷️ **{ $player }**（{ $total }）は{ -fleamarket-sale }をして、{ $cards }を{ -fleamarket-money }として残しました（¥{ $money }）。
fleamarket-settlement-sale_popularity = 🏷️ **{ $player }** は{ -fleamarket-sale }をして、カード1枚を{ -fleamarket-popularity }として残しました。
fleamarket-settlement-none = 🗑️ **{ $player }**（{ $total }）は何も得られず、商品は捨て札になりました。
fleamarket-settlement-skip = 💤 **{ $player }** は商品がなく、{ -fleamarket-settlement }をとばしました。
fleamarket-settlement-tie = ⚖️ 商品のある全員が同点。**{ $player }** が「{ $take }」を選びました。
fleamarket-settlement-maintenance = （維持費: { $count }枚捨て）
fleamarket-board_closed = 🛒 ボードを閉じました。現在のボードは下にあります。

fleamarket-final-line = { $rank }位 **{ $player }**: { -fleamarket-popularity }{ $popularity } · ¥{ $money }
fleamarket-final-exhausted = 市場のカードが尽きました。

fleamarket-me-popularity = ⭐ あなたの{ -fleamarket-popularity }: { $cards }で **{ $popularity }**（枚数は全員に、合計はあなただけに見えます）
fleamarket-me-waiting = { $waiting } を待っています。
fleamarket-me-cut = **{ -fleamarket-price-cut }: ラウンド{ $round }。** このラウンドの合計を下げられます。1点目は¥1、2点目は¥2、3点目は¥3…かかります。支払いは{ -fleamarket-money }のカード（¥{ $money }）で、おつりは出ません。払ったカードは{ -fleamarket-stall }の前に横向きで置き、{ -fleamarket-settlement }の後に捨て札になります。
fleamarket-me-display = **あなたの{ -fleamarket-display }の番です。** **同じ数字** のカードを何枚でも、空いている{ -fleamarket-stall }（{ $empty }か所）に出すか、このラウンドの残りをパスしてください。場に{ $threshold }枚見えた色は、すべての{ -fleamarket-stall }から捨て札になります（{ -fleamarket-price-war }）。
fleamarket-me-selection = **{ $value }を出します**（{ $chosen }枚/最大{ $empty }枚）: { $cards }。同じ数字のカードをさらに加えるか、出すか、戻ってください。
fleamarket-me-selection_empty = **{ $value }を出します:** カードを選んでください（最大{ $empty }枚）。
fleamarket-me-discard = **維持費。** { -fleamarket-stall }に空きがあります。手札からあと{ $owed }枚捨ててください。
fleamarket-me-tie = **全員が{ $total }で同点です。** あなたが{ -fleamarket-start-player }に最も近いので選べます: 最高になる（カードは{ -fleamarket-money }になる）か、最低になる（カードは{ -fleamarket-popularity }になる）か。
fleamarket-me-tie_other = { $player } がもう一方になります。
fleamarket-me-sale = **{ -fleamarket-sale }！** { -fleamarket-stall }に5があるので、ボタンの最も少ないカード（{ $lowest }）を1枚、{ -fleamarket-money }か{ -fleamarket-popularity }として残せます。
fleamarket-me-restock = **{ -fleamarket-restock }。** { -fleamarket-stall }1つにつき1枚で{ $count }枚引くか、{ -fleamarket-stall }を1つ増やしてください（山札の一番上のカードを裏向きで）。
fleamarket-me-extra = **追加の{ -fleamarket-restock }。** ¥{ $cost }でもう1枚買えます。支払いは{ $cards }{ $change }。所持金は¥{ $money }です。または{ -fleamarket-restock }を終えてください。
fleamarket-me-over = ゲームは終わりました。

fleamarket-control-cut_placeholder = { -fleamarket-price-cut }…
fleamarket-control-no_cut = { -fleamarket-price-cut }しない
fleamarket-control-cut = { $amount }点{ -fleamarket-price-cut } · ¥{ $cost }
fleamarket-control-value = { $value }を出す
fleamarket-control-pass = パス（{ -fleamarket-stall }を横向きに）
fleamarket-control-add = { $card }を加える
fleamarket-control-play = { $count }枚出す
fleamarket-control-back = 戻る
fleamarket-control-discard_placeholder = カードを捨てる（あと{ $owed }枚）…
fleamarket-control-discard_placeholder_more = カードを捨てる（あと{ $owed }枚、続き）…
fleamarket-control-in_hand = 手札に{ $count }枚
fleamarket-control-highest = 最高になる（{ -fleamarket-money }）
fleamarket-control-lowest = 最低になる（{ -fleamarket-popularity }）
fleamarket-control-sale_money = { $card }を¥{ $amount }として残す
fleamarket-control-sale_popularity = { $card }を{ -fleamarket-popularity }{ $amount }として残す
fleamarket-control-draw = { $count }枚引く
fleamarket-control-stall = { -fleamarket-stall }を増やす
fleamarket-control-extra = もう1枚買う · ¥{ $cost }
fleamarket-control-done = 完了

fleamarket-unknown_action = それは蚤の市の操作ではありません。

fleamarket-wrong_phase = 今はそれができません。ゲームは「{ $phase }」のフェイズです。

fleamarket-cannot_afford = それには¥{ $cost }かかりますが、所持金は¥{ $money }です。

fleamarket-no_value = 数字{ $value }のカードを持っていません。

fleamarket-finish_selection = { $value }を出すカードを選んでいる途中です。先に出すか、戻ってください。

fleamarket-choose_value = 先に出す数字を選んでください。

fleamarket-not_in_hand = { $card }はそれに使えません。

fleamarket-stalls_full = この出し方に使える空いている{ -fleamarket-stall }は{ $stalls }か所しかありません。

fleamarket-nothing_selected = 出す前にカードを1枚以上選んでください。

fleamarket-discard_first = 先に維持費として、あと{ $owed }枚捨ててください。

fleamarket-not_your_choice = それはあなたが選ぶことではありません。

fleamarket-restock_first = 先にカードを引くか、{ -fleamarket-stall }を増やしてください。

fleamarket-event-start = 🎲 ランダムで **{ $player }** が{ -fleamarket-start-player }に決まりました。

fleamarket-no_change = （¥{ $paid }ぶん。おつりなし）

fleamarket-settlement-cut_discarded = { -fleamarket-price-cut }のカードを捨て札に: { $cards }。

fleamarket-face_down_cards = { $n ->
       *[other] 裏向きのカード{ $n }枚
    }

fleamarket-me-money = 💰 あなたの{ -fleamarket-money }: 表向きのカードで **¥{ $money }**: { $cards }
fleamarket-me-no_money = 💰 { -fleamarket-money }のカードはまだありません。

fleamarket-control-pays = 支払い: { $cards }{ $change }
fleamarket-control-pays_many = 支払い: { -fleamarket-money }のカード{ $n }枚（¥{ $paid }ぶん）

fleamarket-rules-page = { $name }: { $page }
fleamarket-rules-round-title = { -fleamarket-price-cut }と{ -fleamarket-display }
fleamarket-rules-settle-title = { -fleamarket-settlement }
fleamarket-rules-restock-title = { -fleamarket-restock }、支払い、ゲームの終わり
fleamarket-rules-summary = 3～4人の店主が古物を売ります。高く売って{ -fleamarket-money }をもうけるか、いちばん安い店になって{ -fleamarket-popularity }を集めるか。誰かの{ -fleamarket-popularity }が{ $target }以上になった{ -fleamarket-settlement }が終わったら、最も{ -fleamarket-popularity }のある店主の勝ちです。
fleamarket-rules-decks = { $players }人: { $decks }組
fleamarket-rules-components =
    { "*" }*内容物**
    使う組数は { $decks }（まとめて混ぜます）。1組は{ $cards }枚: { $colours }色（{ $names } { $squares }）× 数字{ $low }～{ $high }、各1枚。数字ごとのボタン:
fleamarket-rules-button_row = • **{ $values }**: { $money }、{ $popularity }{ $sale }
fleamarket-rules-money_buttons = { $n ->
       *[other] { -fleamarket-money }ボタン{ $n }個
    }
fleamarket-rules-popularity_buttons = { $n ->
       *[other] { -fleamarket-popularity }ボタン{ $n }個
    }
fleamarket-rules-sale_mark = 、{ -fleamarket-sale }マーク
fleamarket-rules-buttons_note = 数字は{ -fleamarket-settlement }で数えます。{ -fleamarket-money }ボタンはそのカードが{ -fleamarket-money }のとき、{ -fleamarket-popularity }ボタンは{ -fleamarket-popularity }のときに数えます。{ $sale }のカードにはすべて{ -fleamarket-sale }マークがあり、その{ -fleamarket-stall }で{ -fleamarket-sale }ができます。
fleamarket-rules-setup =
    { "*" }*準備**
    よく混ぜます。各プレイヤーに裏向きの{ -fleamarket-stall }{ $stalls }つ（見てはいけないカードで、{ -fleamarket-stall }として数えるだけ）と手札{ $hand }枚を配り、残りは山札にします。{ -fleamarket-start-player }はランダムで決まり、最初のボードで発表されます。
fleamarket-rules-piles =
    { "*" }*{ -fleamarket-money }と{ -fleamarket-popularity }**
    { -fleamarket-money }として受け取ったカードは表向きに置きます。全員に見え、1枚ごとに{ -fleamarket-money }ボタンの数だけの価値があります。{ -fleamarket-popularity }として受け取ったカードは裏向きに置きます。枚数は全員に見えますが、いくら分かを知っているのはあなただけです（ゲーム終了まで）。
fleamarket-rules-round =
    { "*" }*1ラウンドの流れ**
    1. { -fleamarket-price-cut }（ラウンド1はなし）→ 2. { -fleamarket-display } → 3. { -fleamarket-settlement } → 4. { -fleamarket-restock }。{ -fleamarket-price-cut }・{ -fleamarket-display }・{ -fleamarket-restock }は{ -fleamarket-start-player }から時計回りに、{ -fleamarket-settlement }は全員同時に行います。
fleamarket-rules-points = { $n ->
       *[other] { $n }点
    }
fleamarket-rules-cut =
    { "*" }*1. { -fleamarket-price-cut }**（ラウンド2から）
    { -fleamarket-start-player }から時計回りに、{ -fleamarket-money }のある人はこのラウンドの合計を下げられます。k点目には¥kかかります: { $costs }。{ -fleamarket-money }のカードで払います（最後のページの「支払い」を参照）。払ったカードは{ -fleamarket-price-cut }中のしるしとして{ -fleamarket-stall }の前に横向きで置き、{ -fleamarket-settlement }の後に捨て札にします。
fleamarket-rules-threshold = { $players }人なら{ $players }枚
fleamarket-rules-display =
    { "*" }*2. { -fleamarket-display }**
    順番に、手札から **同じ数字** のカードを何枚でも（色は違ってもかまいません）空いている{ -fleamarket-stall }に、1か所に1枚ずつ出します。
    • **{ -fleamarket-price-war }:** 出した後、全員の{ -fleamarket-stall }を合わせてプレイヤーの人数と同じ枚数見えている色（{ $thresholds }）は、すべての{ -fleamarket-stall }から捨て札になり、その{ -fleamarket-stall }はまた空きます。
    • **パス:** 出したくないか出せない（手札がない、空いている{ -fleamarket-stall }がない）ときはパスします。最初の{ -fleamarket-stall }を横向きにして、この{ -fleamarket-display }からは抜けます。ほかの人は順番に続け、最後に残った人は続けて何度でも手番を行います。
    • 全員がパスしたとき、または{ -fleamarket-stall }に{ $colours }色すべてがそろった時点で（先に{ -fleamarket-price-war }を確かめます）、{ -fleamarket-display }は終わります。
fleamarket-rules-settle =
    { "*" }*3. { -fleamarket-settlement }**（全員同時）
    • **維持費:** 空いている{ -fleamarket-stall }1つにつき、好きな手札を1枚捨てます（手札が足りなければ全部）。
    • **合計:** { -fleamarket-stall }の数字の合計から、{ -fleamarket-price-cut }した分を引きます。
    • 合計が **最高** の人: { -fleamarket-stall }のカードをすべて **{ -fleamarket-money }** として受け取ります（表向き）。
    • 合計が **最低** の人: { -fleamarket-stall }のカードをすべて **{ -fleamarket-popularity }** として受け取ります（裏向き）。
    • **{ -fleamarket-sale }:** それ以外で{ -fleamarket-stall }に{ $sale }がある人は、そこでボタンの数がいちばん少ないカードを1枚、そのカードの{ -fleamarket-money }と{ -fleamarket-popularity }のうち少ない方として残し（同じなら自分で選びます）、残りを捨てます。
    • それ以外の人は{ -fleamarket-stall }のカードを捨てます。{ -fleamarket-stall }にカードが1枚もない人は{ -fleamarket-settlement }をとばします: 維持費もなく、最低になることもありません。
    • **同点:** { -fleamarket-start-player }に近い人（時計回りで、{ -fleamarket-start-player }が最優先）が、最高でも最低でも勝ちます。カードのある全員が同点なら、{ -fleamarket-start-player }が最高か最低かを選び（カードがなければ、その後でカードのある最初の人が選びます）、時計回りで次の人がもう一方になります。
    • その後、{ -fleamarket-price-cut }のカードを捨て札にします。この時点で誰かの{ -fleamarket-popularity }が{ $target }以上なら、ゲーム終了です。
fleamarket-rules-restock =
    { "*" }*4. { -fleamarket-restock }**（{ -fleamarket-start-player }から時計回り）
    • 自分の{ -fleamarket-stall }1つにつき1枚引く、**または** { -fleamarket-stall }を1つ増やします（山札の一番上のカードを裏向きで）。
    • その後、払える限り好きなだけ **追加** で1枚ずつ買えます: { $extras }…（n枚目は¥n）。
    • 山札がなくなったら、捨て札を混ぜて新しい山札にします。
    • **ラウンドの終わり:** 横向きの{ -fleamarket-stall }を元に戻します。{ -fleamarket-settlement }で最高だった人が新しい{ -fleamarket-start-player }になります。いなければ最低だった人、どちらもいなければ変わりません。
fleamarket-rules-pay =
    { "*" }*{ -fleamarket-money }のカードでの支払い**
    硬貨はありません。{ -fleamarket-money }とは、受け取った表向きのカードのことです。¥Nを払うとき（{ -fleamarket-price-cut }、追加の{ -fleamarket-restock }）は、合計N以上になるカードを出します。選ばれるのは、払いすぎが最も少ない組み合わせ、次に枚数が最も少ない組み合わせ、次に最も小さいカードの組み合わせです。おつりは出ず、{ -fleamarket-money }のカードで払える分しか買えません。追加の{ -fleamarket-restock }で払ったカードはすぐに捨て札へ（混ぜ直しで戻ってくることもあります）、{ -fleamarket-price-cut }で払ったカードは{ -fleamarket-settlement }の後に捨て札へ行きます。
fleamarket-rules-pay_example = 例: { $pile }（{ $worths }）を持っているとき、¥{ $first }は{ $first_cards }で、¥{ $second }は{ $second_cards }で払います。{ $big }しか持っていなければ、¥1を払うにもそのカードを丸ごと（¥{ $big_worth }）出します。おつりはありません。
fleamarket-rules-end =
    { "*" }*ゲームの終わり**
    誰かの{ -fleamarket-popularity }が{ $target }以上になった{ -fleamarket-settlement }の後、ゲームは終わります。{ -fleamarket-popularity }を公開し、{ -fleamarket-popularity }の最も多い人が勝ちです。同点なら{ -fleamarket-money }の多い人、それでも同点なら勝利を分かち合います。（念のため: 出せるカードがなくなった場合、つまり全員の手札、山札、捨て札がすべて空になった場合も、そのラウンドの後にゲームが終わり、同じ方法で順位を決めます。）

# Words drawn in the pictures (rendering/fleamarket.py)
fleamarket-pic-round = ラウンド { $round }
fleamarket-pic-phase-cut = { -fleamarket-price-cut }
fleamarket-pic-phase-display = { -fleamarket-display }
fleamarket-pic-phase-settle = { -fleamarket-settlement }
fleamarket-pic-phase-restock = { -fleamarket-restock }
fleamarket-pic-phase-over = ゲーム終了
fleamarket-pic-settle-waiting = { $names } を待っています
fleamarket-pic-settle-resolving = 処理中
fleamarket-pic-start = スタート: { $name }
fleamarket-pic-start_random = { -fleamarket-start-player }（ランダム）: { $name }
fleamarket-pic-colours = 場に見えている色  { $showing }/6: 6色そろうと{ -fleamarket-display }終了
fleamarket-pic-war = { $n }枚で{ -fleamarket-price-war }
fleamarket-pic-cut = { -fleamarket-price-cut } −{ $n }
fleamarket-pic-total = 計 { $total }
fleamarket-pic-passed = パス
fleamarket-pic-playing = 出す番
fleamarket-pic-cutting = { -fleamarket-price-cut }中
fleamarket-pic-restocking = { -fleamarket-restock }中
fleamarket-pic-discarding = { $n }枚捨てる
fleamarket-pic-choosing = 選択中
fleamarket-pic-player = プレイヤー { $n }
fleamarket-pic-cut_discarded = { -fleamarket-price-cut } · 捨て札へ
fleamarket-pic-popularity = { -fleamarket-popularity } { $n }（カード{ $k }枚）· 合計はあなただけに見えます
fleamarket-pic-table = ほかの店
fleamarket-pic-hand_empty = 手札がありません
fleamarket-pic-selecting = { $value }を出す: { $n }枚選択中
fleamarket-pic-your_stalls = あなたの{ -fleamarket-stall }
fleamarket-pic-hand_label = 手札  { $n }
fleamarket-pic-settlement_title = { -fleamarket-settlement }: ラウンド { $round }
fleamarket-pic-role-highest = 最高
fleamarket-pic-role-lowest = 最低
fleamarket-pic-role-sale = { -fleamarket-sale }
fleamarket-pic-role-none = なし
fleamarket-pic-role-skip = カードなし
fleamarket-pic-took-money = ¥{ $money }を獲得
fleamarket-pic-took-sale_money = 1枚残す: ¥{ $money }
fleamarket-pic-took-sale_popularity = 1枚を{ -fleamarket-popularity }として残す
fleamarket-pic-took-none = カードは捨て札に
fleamarket-pic-took-skip = { -fleamarket-settlement }をとばした
fleamarket-pic-maintenance = 維持費: { $n }枚捨て
fleamarket-pic-tie = 全員同点: { $name } が{ $choice }を選択
fleamarket-pic-choice-highest = 最高
fleamarket-pic-choice-lowest = 最低
fleamarket-pic-reason-exhausted = 市場のカードが尽きた
fleamarket-pic-popularity_col = { -fleamarket-popularity }
fleamarket-pic-money_col = { -fleamarket-money }
fleamarket-pic-banner-yours = あなたの番
fleamarket-pic-banner-turn = { $name } の番
fleamarket-pic-do-cut = 今回の合計を{ -fleamarket-price-cut }するか: k点目は¥k
fleamarket-pic-do-display = 同じ数のカードを空き{ -fleamarket-stall }に出すか、パス
fleamarket-pic-do-restock = { -fleamarket-stall }1つにつき1枚引くか、{ -fleamarket-stall }を1つ増やす
fleamarket-pic-do-extra = もう1枚買うか、{ -fleamarket-restock }を終える
fleamarket-pic-do-discard = 維持費: 手札を{ $n }枚捨てる
fleamarket-pic-do-tie = 全員同点: 最高か最低かを選ぶ
fleamarket-pic-do-sale = { -fleamarket-sale }: 1枚を{ -fleamarket-money }か{ -fleamarket-popularity }として残す
fleamarket-pic-piles = 山札 { $deck } · 捨て札 { $discard }
fleamarket-pic-legend-money = 最高なら{ -fleamarket-money }
fleamarket-pic-legend-popularity = 最低なら{ -fleamarket-popularity }
fleamarket-pic-legend-sale = { -fleamarket-sale }（{ $values }）
fleamarket-pic-legend-empty = 空き{ -fleamarket-stall }
fleamarket-pic-legend-total = { -fleamarket-price-cut }後の合計
fleamarket-pic-legend-hand = 手札の枚数
fleamarket-pic-legend-pile = { -fleamarket-popularity }カード（裏向き）
fleamarket-pic-legend-cut = { -fleamarket-price-cut }の支払い
fleamarket-pic-col-total = Σ { -fleamarket-stall }
fleamarket-pic-col-pile = ★ 枚数
fleamarket-pic-col-hand = 手札
fleamarket-pic-took-pop_cards = { $n }枚を{ -fleamarket-popularity }に
fleamarket-pic-won-money = { $name } が¥{ $money }を獲得
fleamarket-pic-won-popularity = { $name } が{ $n }枚を{ -fleamarket-popularity }に
fleamarket-pic-won-nothing = 今回は誰も売れなかった
fleamarket-pic-wins = { $n ->
       *[other] { $name } の勝ち
    }
fleamarket-pic-reason-reached = { $name } の{ -fleamarket-popularity }が{ $target }に到達
fleamarket-pic-in_n = { $value }（{ $n }枚）
fleamarket-pic-legend-war = 今出すと{ -fleamarket-price-war }
fleamarket-pic-legend-start = { -fleamarket-start-player }
fleamarket-pic-legend-kept = { -fleamarket-sale }で残した
fleamarket-pic-legend-discarded = 捨て札へ

# How moves read in the history and replays (cogs/fleamarket/history.py)
history-fleamarket-round = 🔔 ラウンド{ $round }開始: **{ $player }** から。
history-fleamarket-price_war = 💥 { -fleamarket-price-war }: { $colours }、{ $count }枚を捨て札に。
history-fleamarket-settlement = 📊 ラウンド{ $round }の{ -fleamarket-settlement }。
history-fleamarket-event-cut = 🏷️ **{ $player }** が{ $amount }点{ -fleamarket-price-cut }しました（¥{ $cost }）。
history-fleamarket-event-no_cut = 🏷️ **{ $player }** は{ -fleamarket-price-cut }しませんでした。
history-fleamarket-event-extra = 📦 **{ $player }** が¥{ $cost }でカードを1枚追加で買いました。
history-fleamarket-take-money = { -fleamarket-money }
history-fleamarket-take-popularity = { -fleamarket-popularity }
history-fleamarket-value = 🛒 **{ $player }** が{ $value }のカードを{ -fleamarket-display }に選びました。
history-fleamarket-card = 🛒 **{ $player }** が{ $card }を{ -fleamarket-display }に加えました。
history-fleamarket-back = ↩️ **{ $player }** が選び直しました。
history-fleamarket-play = 🛒 **{ $player }** が選んだカードを{ -fleamarket-display }しました。
history-fleamarket-pass = ✋ **{ $player }** はパスしました。
history-fleamarket-discard = 🗑️ **{ $player }** が維持費として{ $card }を捨てました。
history-fleamarket-tie = ⚖️ **{ $player }** は「{ $take }」を選びました。
history-fleamarket-sale = 🏷️ **{ $player }** が{ -fleamarket-sale }のカードを{ $take }として残しました。
history-fleamarket-cut = 🏷️ **{ $player }** が{ $amount }点{ -fleamarket-price-cut }しました。
history-fleamarket-draw = 📦 **{ $player }** が{ -fleamarket-restock }をしました。
history-fleamarket-stall = 🏪 **{ $player }** が{ -fleamarket-stall }を1つ増やしました。
history-fleamarket-extra = 📦 **{ $player }** がカードを1枚追加で買いました。
history-fleamarket-done = 📦 **{ $player }** が{ -fleamarket-restock }を終えました。

## Pictures round 2 (issue 24): complete decisions, the price war's trace, the final's total
fleamarket-pic-do-cut-short = { -fleamarket-price-cut }: 今回の{ -fleamarket-stall }の合計を下げるか
fleamarket-pic-reason-total = { $name }の{ -fleamarket-popularity }が{ $total }に到達（目標{ $target }）
fleamarket-pic-no_stall_cards = { -fleamarket-stall }にカードなし
fleamarket-pic-your-money = 手持ちの{ -fleamarket-money } ¥{ $money }
fleamarket-pic-cut-row = { $n }下げる = ¥{ $cost }
fleamarket-pic-cut-short = お金カードが足りません
fleamarket-pic-cut-effect = 合計 −{ $n }
fleamarket-pic-cut-note = { -fleamarket-price-cut }すると今回の{ -fleamarket-stall }の合計が下がります。合計が最低の人はカードを{ -fleamarket-popularity }として受け取ります。支払ったカードは{ -fleamarket-stall }の前に置かれ、{ -fleamarket-settlement }の後に捨て札になります。おつりはありません。
fleamarket-pic-sale-what = { -fleamarket-sale }: 1枚を残し、残りの{ -fleamarket-stall }のカードは捨て札になります。
fleamarket-pic-sale-money = { -fleamarket-money }として残す: ¥{ $money }
fleamarket-pic-sale-popularity = { -fleamarket-popularity }として残す: ★{ $pop }
fleamarket-pic-sale-money-gives = 表向きでお金に: { -fleamarket-price-cut }や追加のカードの支払いに使えます
fleamarket-pic-sale-popularity-gives = 裏向きで山に: { -fleamarket-popularity }{ $target }を目指して数えます
fleamarket-pic-tie-what = カードのある全員が合計{ $total }です。最高なら{ -fleamarket-stall }のカードを{ -fleamarket-money }に、最低なら{ -fleamarket-popularity }にします。
fleamarket-pic-restock-what = カードを{ $n }枚引く（{ -fleamarket-stall }1つにつき1枚）か、{ -fleamarket-stall }を増やす（{ $m }つになり、今はカードなし）。
fleamarket-pic-extra-pays = もう1枚: ¥{ $cost }、支払うカード
fleamarket-pic-tie-money = { -fleamarket-popularity }が同じなら、{ -fleamarket-money }の多い方が上位です。
fleamarket-pic-war-title = { -fleamarket-price-war }: { $colours }
fleamarket-pic-war-detail = 同じ色が{ $n }枚に: { $count }枚を捨て札に
fleamarket-pic-war-lost = { $n }枚が捨て札に

## hints (issue 25): what Normal would play and why
fleamarket-hint-value = { $value }を{ $count }枚出しましょう。合計は{ $total }になり、{ $chance }%の確率で最低になって{ -fleamarket-popularity }{ $popularity }を得られます。
fleamarket-hint-card = { $colour_term }{ $value }を加えましょう。{ $value }のいちばん良い出し方は、{ -fleamarket-stall }に{ $count }枚並べることです。
fleamarket-hint-play = もう出しましょう。{ $value }のいちばん良い出し方は{ $count }枚で、これ以上加えても得になりません。
fleamarket-hint-pass = パスしましょう。{ -fleamarket-stall }の合計は{ $total }のままで、最低になる確率は{ $chance }%です。どのカードを出してもこれより良くなりません。
fleamarket-hint-cut = { $amount }点の{ -fleamarket-price-cut }（¥{ $cost }）をしましょう。手札に{ -fleamarket-popularity }ボタン2個以上のカードが{ $rich }枚あるので、最低になると得です。
fleamarket-hint-no_cut = { -fleamarket-price-cut }はしません。{ -fleamarket-popularity }ボタン2個以上のカードが手札に{ $need }枚あれば得になりますが、今は{ $rich }枚です。
fleamarket-hint-no_cut_waste = { -fleamarket-price-cut }はしません。{ -fleamarket-money }のカード（¥{ $money }）では、¥{ $waste }より多く損をせずに払えません（おつりは出ません）。
fleamarket-hint-discard = { $colour_term }{ $value }を捨てましょう。数字{ $value }で{ -fleamarket-popularity }{ $popularity }なので、手札でいちばん役に立たないカードです。
fleamarket-hint-tie = { $take_term }を選びましょう。{ -fleamarket-stall }のカードは{ -fleamarket-popularity }なら{ $popularity }、{ -fleamarket-money }なら¥{ $money }です。
fleamarket-hint-sale_popularity = { -fleamarket-popularity }として残しましょう。勝敗を決めるのは{ -fleamarket-popularity }です（{ $target }に達するとゲーム終了）。
fleamarket-hint-sale_money = { -fleamarket-money }として残しましょう。{ -fleamarket-price-cut }や追加のカードの支払いに使えます。
fleamarket-hint-draw = { $count }枚引きましょう。手札が{ $hand }枚なので、新しい{ -fleamarket-stall }よりカードが必要です。
fleamarket-hint-stall = { -fleamarket-stall }を増やしましょう。手札はもう{ $hand }枚あるので、カードより{ -fleamarket-display }の場所の方が価値があります。
fleamarket-hint-extra = ¥{ $cost }でもう1枚買いましょう。手札は{ $hand }枚だけで、追加のカードはまだ安いです。
fleamarket-hint-done = { -fleamarket-restock }を終えましょう。次のカードは¥{ $cost }かかり、手札はもう{ $hand }枚あります。
