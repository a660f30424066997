# silkroad: 日本語
# identical to English by design: silkroad-log-turn, silkroad-me-preview_item, silkroad-pic-status_turn, silkroad-log-nothing, silkroad-pic-income_none
# （名前と値を並べるだけの形と、"…"・"—"。silkroad-colour-*・silkroad-special-* は用語の参照だけで、表示は日本語）

game-silkroad-name = 海のシルクロード

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
silkroad-special-help-ship = { -silkroad-ship }が1隻増え、すぐに好きな{ -silkroad-cube }を積みます
silkroad-special-help-licence = 収入を得るたびに+¥2
silkroad-special-help-porter = 交換1回につき{ -silkroad-cube }をもう1個多く交換（買ってすぐに1回交換可）
silkroad-special-help-exchange = フェイズ2の後、追加で1枚引けます

silkroad-status-load = **準備**: **{ $player }** が{ -silkroad-ship }{ $ship }に積み込みます。
silkroad-status-turn = **手番 { $number }** · **{ $player }** · { -silkroad-draw-pile }: { $deck }枚
silkroad-status-phase1 = フェイズ1: { -silkroad-cube }の交換、特殊カードの購入、またはパス。
silkroad-status-swap = フェイズ1: { -silkroad-porter }の交換。あと{ $left }個まで。
silkroad-status-porter = フェイズ1: 新しい{ -silkroad-porter }で、すぐに1回交換できます。
silkroad-status-ship = フェイズ1: 新しい{ -silkroad-ship }に積み込み中。
silkroad-status-phase2 = フェイズ2: 同じ色のカードを出すか、2枚引く。
silkroad-status-exchange = { -silkroad-exchange }: 追加で{ $left }枚引けます。
silkroad-status-private = { $player } がDM（または **手札を見る**）で選んでいます。お金は最後まで秘密です。
silkroad-status-start = 🎲 ランダムで **{ $player }** がスタートプレイヤーに決まりました（説明書の「最近商品を売った人」の代わり）。積み込みも手番も、その人から席順に時計回りで進みます。

silkroad-log-turn = **{ $player }**: { $actions }
silkroad-log-setup = 準備: { $actions }
silkroad-log-loaded = { $player } が{ $colour }を積載
silkroad-log-loaded_own = 新しい{ -silkroad-ship }に{ $colour }を積載
silkroad-log-swapped = { $old } → { $new }に交換
silkroad-log-loaded_start = { $colour }を積載（準備）
silkroad-log-bought = { $card }を購入（¥{ $price }）
silkroad-log-skipped = フェイズ1をパスした
silkroad-log-played = { $colour }を{ $count }枚、{ $slots }番の枠に出した
silkroad-log-income = 収入: { $players }
silkroad-log-income_none = 収入なし
silkroad-log-drew = { $count }枚引いた
silkroad-log-exchanged = 1枚引いた（{ -silkroad-exchange }）
silkroad-log-nothing = …

silkroad-me-turn = **手番 { $number }: あなたの番です** · 所持金: **¥{ $money }**（秘密）
silkroad-me-money = あなたの所持金: **¥{ $money }**（あなただけに見えます）
silkroad-me-recap = 前の手番から得た収入: { $items }
silkroad-me-news = 収入がありました: { $items }
silkroad-me-news_item = ¥{ $amount }（{ $colour }、{ $player } が出したカード）
silkroad-me-news_bonus = ¥{ $amount }（{ $colour }、{ $player } が出したカード。{ -silkroad-licence } +¥{ $bonus }）
silkroad-me-load = **準備**: { -silkroad-ship }{ $ship }に積む商品を選んでください。
silkroad-me-start = 🎲 ランダムで **{ $player }** がスタートプレイヤーに決まりました。積み込みも手番も、その人から席順に進みます。
silkroad-me-start_you = 🎲 ランダムで **あなた** がスタートプレイヤーに決まりました。最初に積み込み、最初の手番を行います。
silkroad-me-phase1 = **フェイズ1**: { -silkroad-cube }を1個交換するか、特殊カードを1枚買うか、パスしてください。
silkroad-me-swap_more = **フェイズ1**: { -silkroad-porter }の力で、あと{ $left }個交換できます（1個ずつ別の{ -silkroad-ship }で）。
silkroad-me-porter = **フェイズ1**: 新しい{ -silkroad-porter }で、すぐに{ -silkroad-cube }を1個交換できます。
silkroad-me-ship = **フェイズ1**: 新しい{ -silkroad-ship }に積む商品を選んでください。
silkroad-me-phase2 = **フェイズ2**: 同じ色のカードを1枚以上出す（1枚ずつ別の枠へ）か、2枚引いてください。
silkroad-me-phase2_empty = **フェイズ2**: 手札がないので、カードを引きます。
silkroad-me-colour_preview = { $colour } ×{ $cards } → { $slots }番の枠（{ $slot_count }か所）: { $items }
silkroad-me-slots = **フェイズ2**: **{ $colour }** を出します（手札に{ $cards }枚）。重ねる枠を1つずつ選んでから確定してください。選んだ枠: { $slots }
silkroad-me-no_slots = まだなし
silkroad-me-preview = 今出した場合の収入: { $items }
silkroad-me-preview_item = { $player } ¥{ $amount }
silkroad-me-nobody = 収入なし
silkroad-me-exchange = **{ -silkroad-exchange }**: 追加で1枚引くか（残り{ $left }回）、手番を終えてください。
silkroad-me-exchange_last = ⚠️ { -silkroad-draw-pile }は残り1枚です。引くとその場でゲームが終わり、お金の最も多い人が勝ちます。**手番終了** ならゲームは続きます。
silkroad-me-waiting = **{ $player }** を待っています。
silkroad-me-over = ゲームは終わりました。最終的な所持金はチャンネルをご覧ください。

silkroad-ctl-swap_placeholder = { -silkroad-cube }を交換…
silkroad-ctl-swap_placeholder_more = { -silkroad-cube }を交換（続き）…
silkroad-ctl-swap_option = { -silkroad-ship }{ $ship }: { $old } → { $new }
silkroad-ctl-swap_desc = { $old }は在庫に戻る · { $new }の{ -silkroad-cube }残り{ $left }個
silkroad-ctl-buy = { $card }を買う · ¥{ $price }
silkroad-ctl-buy_sold_out = { $card } · 売り切れ
silkroad-ctl-skip = パス
silkroad-ctl-done_swapping = 交換終了
silkroad-ctl-no_swap = 交換しない
silkroad-ctl-load = { $colour }（残り{ $left }）
silkroad-ctl-play_option = { $colour }（{ $cards }枚）
silkroad-ctl-draw = 2枚引く
silkroad-ctl-draw_last = { $count }枚引く（ゲーム終了）
silkroad-ctl-slot = { $slot }番: { $colour }
silkroad-ctl-confirm = { $count }枚出す
silkroad-ctl-undo = 戻す
silkroad-ctl-exchange = 1枚引く（{ -silkroad-exchange }）
silkroad-ctl-exchange_last = 最後の1枚を引く（ゲーム終了）
silkroad-ctl-end_turn = 手番終了

silkroad-final-line = { $rank }位 **{ $player }**: ¥{ $money }

silkroad-rules-title = { $game }: { $page }
silkroad-rules-summary = ライナー・クニツィアによる{ $low }～{ $high }人用の交易ゲームです。あなたは16世紀、ヨーロッパと中国を結ぶ海上交易の商人です。{ -silkroad-ship }に商品を積み、{ $slots }枚のカードでできた{ -silkroad-market }を自分の積み荷に有利な方へ動かして、最後にいちばんお金を持っている人が勝ちます。お金は最後まで秘密です。
silkroad-rules-overview = 概要と内容物
silkroad-rules-overview-goods-title = { -silkroad-goods-card }
silkroad-rules-overview-goods =
    { -silkroad-goods-card }は{ $cards_total }枚、各色{ $cards }枚です。{ -silkroad-market }に出して使います。それぞれの色は{ -silkroad-cube }の色でもあります。
    { $goods_lines }
silkroad-rules-goods_line = { $colour } { $n }枚
silkroad-rules-overview-cubes-title = { -silkroad-cube }
silkroad-rules-overview-cubes = { -silkroad-cube }は{ $cubes_total }個、各色{ $cubes }個。{ -silkroad-ship }が運ぶ商品です。{ -silkroad-ship }1隻にはちょうど1個積みます。在庫に残っている{ -silkroad-cube }しか積めないので、色によっては品切れになります。
silkroad-rules-overview-ships-title = { -silkroad-ship }
silkroad-rules-overview-ships = { -silkroad-ship }は全部で{ $ships_total }隻。全員が{ $start_ships }隻ずつ持って始め、残りは特殊カードとして売られています: { $for_sale }。
silkroad-rules-ships_left = { $players }人なら{ $n }隻
silkroad-rules-overview-specials-title = 特殊カード（フェイズ1で購入）
silkroad-rules-overview-specials =
    { $special_lines }
    残っている間は、1手番に1枚まで買えます。同じ種類を何枚持ってもよく、効果は重なります。ゲーム終了時の価値はありません。
silkroad-rules-special-ship = ⛵ **{ -silkroad-ship }** · ¥{ $price } · 上記の残りの隻数: { -silkroad-ship }が1隻増えます。在庫に残っている好きな色の{ -silkroad-cube }をすぐに積みます。
silkroad-rules-special-licence = 📜 **{ -silkroad-licence }** · ¥{ $price } · { $copies }枚: カードが出されて¥0より多い収入を得るたびに、さらに+¥{ $bonus }（{ -silkroad-licence }1枚ごと）。
silkroad-rules-special-porter = 🧺 **{ -silkroad-porter }** · ¥{ $price } · { $copies }枚: 交換のたびに、{ -silkroad-porter }1枚につき{ -silkroad-cube }をもう1個多く交換できます（1個ずつ別の{ -silkroad-ship }で）。買った手番に、すぐ1個交換できます。
silkroad-rules-special-exchange = 🏦 **{ -silkroad-exchange }** · ¥{ $price } · { $copies }枚: フェイズ2（出すか引くか）の後、{ -silkroad-exchange }1枚につき1枚追加で引けます。
silkroad-rules-overview-money-title = お金
silkroad-rules-overview-money = 銀行のお金は尽きません。全員¥{ $start_money }から始めます。ゲームの終わりまで、自分のお金しか見えません。
silkroad-rules-setup = 準備
silkroad-rules-setup-deal-title = カードと{ -silkroad-ship }
silkroad-rules-setup-deal = { $cards_total }枚の{ -silkroad-goods-card }をよく混ぜます。全員に{ $hand }枚ずつ秘密の手札として配り、{ $slots }枚を表向きに1列に並べて **{ -silkroad-market }**（1～{ $slots }番の枠）にします。残りは裏向きの{ -silkroad-draw-pile }です（ボードに残り枚数が出ます）。全員が{ -silkroad-ship }を{ $start_ships }隻ずつ取ります。
silkroad-rules-setup-start-title = スタートプレイヤー
silkroad-rules-setup-start = 説明書では、最近商品を売った人がスタートプレイヤーです。ここではゲーム開始時にランダムで決まり、最初のボードに名前と旗で示されます。すべてスタートプレイヤーから席順に時計回りで進みます。
silkroad-rules-setup-loading-title = { -silkroad-ship }への積み込み
silkroad-rules-setup-loading = スタートプレイヤーから手番順に、全員が1隻目の{ -silkroad-ship }に、在庫に残っている好きな色の{ -silkroad-cube }を1個積みます。続いてもう一度手番順に、2隻目に積みます。2隻に同じ色を積んでもかまいません。
silkroad-rules-turn = あなたの手番
silkroad-rules-turn-order-title = 手番
silkroad-rules-turn-order = スタートプレイヤーから時計回りに、ゲームが終わるまで手番を回します。手番は2つのフェイズからなり、それぞれで1つのことを行います。
silkroad-rules-turn-phase1-title = フェイズ1: 次のどれか1つ、または何もしない
silkroad-rules-turn-phase1 =
    • **{ -silkroad-cube }の交換**: 自分の{ -silkroad-ship }1隻の{ -silkroad-cube }を、在庫に残っている別の色と取り替えます（古い{ -silkroad-cube }は在庫に戻ります）。{ -silkroad-porter }1枚ごとに、もう1個多く交換できます（1個ずつ別の{ -silkroad-ship }で）。
    • **特殊カードの購入**（1ページ目）: 払えて、売り切れていないものを1枚。
    • **パス**: フェイズ1では何もしません。
silkroad-rules-turn-phase2-title = フェイズ2: 出すか引くか
silkroad-rules-turn-phase2 =
    • 手札から **同じ色** のカードを1枚以上 **出し**、1枚ずつ{ -silkroad-market }の好きな別々の枠に置いて、そこのカードの上に重ねます。その後、全員が収入を得ます（次のページ）。すでにその色が見えている枠に重ねてもかまいませんが、何も増えません。
    • または、{ -silkroad-draw-pile }からカードを **{ $draw }枚引いて** 手札に加えます。
    手札がなければ、引かなければなりません。
silkroad-rules-turn-exchange-title = フェイズ2の後: { -silkroad-exchange }
silkroad-rules-turn-exchange = { -silkroad-exchange }を持っていれば、その後、{ -silkroad-exchange }1枚につき1枚ずつ引けます。いつやめてもかまいません。その引きで{ -silkroad-draw-pile }がなくなると、その場でゲームが終わります。ボタンで前もって警告されます。
silkroad-rules-turn-discord-title = Discordでの遊び方
silkroad-rules-turn-discord = 手札、所持金、ボタンはDMに届きます（DMが閉じているときはボードの **手札を見る** で）。出すときは、まず色を選び、次に枠を1つずつ選んで（**戻す** で1つ前に戻れます）、最後に確定します。DMには、それぞれの出し方で各プレイヤーがいくら得るかが表示されます。
silkroad-rules-income = 収入
silkroad-rules-income-rule-title = 収入を得る人
silkroad-rules-income-rule = カードが出されるたびに、出した本人も含めて **全プレイヤー** が収入を得ます: （今その色が見えている{ -silkroad-market }の枠の数）×（その色を積んでいる自分の{ -silkroad-ship }の数）。数えるのは{ -silkroad-market }のいちばん上の{ $slots }枚だけ（下に隠れたカードは数えません）で、お金になるのは今出された色だけです。
silkroad-rules-income-licence-title = { -silkroad-licence }
silkroad-rules-income-licence = { -silkroad-licence }1枚ごとに、¥0より多い収入に+¥{ $bonus }されます。収入がなければボーナスもありません。
silkroad-rules-income-example-title = 例（説明書より）
silkroad-rules-income-example =
    { -silkroad-market }に{ $spice }が{ $before }枚見えています。あるプレイヤーが{ -silkroad-spice }のカード{ $played }枚を別の{ $played }つの枠に出したので、{ -silkroad-spice }が見えている枠は{ $showing }つになりました。
    • { -silkroad-spice }と{ $glass }を積んでいるプレイヤーは{ $showing }×1＝¥{ $one }。{ -silkroad-glass }は出されていないので、{ -silkroad-glass }の{ -silkroad-cube }からは何も得ません。
    • { -silkroad-spice }を積んだ{ -silkroad-ship }が2隻あるプレイヤーは{ $showing }×2＝¥{ $two }。{ -silkroad-licence }があれば¥{ $two }＋¥{ $bonus }＝¥{ $licensed }。
    • { -silkroad-spice }を積んだ{ -silkroad-ship }がないプレイヤーは、{ -silkroad-licence }があってもなくても何も得ません。
silkroad-rules-income-secret-title = 秘密のお金
silkroad-rules-income-secret = 収入は秘密です。自分のお金しか見えず、いくら、誰が出したカードで得たかはDMで知らされます。ボードには誰が収入を得たかだけが出て、金額は出ません。購入は公開です。
silkroad-rules-end = ゲームの終わり
silkroad-rules-end-end-title = 終了
silkroad-rules-end-end = どの引きの後でも、**{ -silkroad-draw-pile }がなくなった瞬間に** ゲームは終わります。手番の途中でもです。{ $draw }枚引くときに残りが足りなければ、あるだけ引いてゲーム終了です。{ -silkroad-draw-pile }をなくしてしまうボタンにはそう書いてあります。
silkroad-rules-end-winner-title = 勝利
silkroad-rules-end-winner = 全員のお金を公開します。お金のいちばん多い人が勝ち、同額で並んだ人は勝利を分かち合います。特殊カードと手札には価値がありません。
silkroad-rules-end-tip-title = 終盤のコツ
silkroad-rules-end-tip = { -silkroad-draw-pile }をなくすとその場でゲームが終わるので、自分がリードしていると思うときに狙いましょう。{ -silkroad-exchange }の追加の引きは任意なので、代わりに手番を終えてもかまいません。

silkroad-unknown_action = それは海のシルクロードの操作ではありません。

silkroad-wrong_phase = 今はそれができません（現在の段階: { $phase }）。

silkroad-unknown_colour = 「{ $colour }」という商品はありません。

silkroad-sold_out = 在庫に{ $colour }の{ -silkroad-cube }が残っていません。

silkroad-no_such_ship = あなたには{ -silkroad-ship }{ $ship }がありません。

silkroad-same_colour = その{ -silkroad-ship }にはすでに{ $colour }が積まれています。別の色を選んでください。

silkroad-ship_swapped = { -silkroad-ship }{ $ship }はこの交換ですでに取り替えました。別の{ -silkroad-ship }を選んでください。

silkroad-unknown_special = 「{ $card }」という特殊カードはありません。

silkroad-special_sold_out = { $card }はすべて売り切れです。

silkroad-cannot_afford = お金が足りません: 価格は¥{ $price }で、所持金は¥{ $money }です。

silkroad-empty_hand = 手札がありません。カードを引いてください。

silkroad-no_cards_of_colour = { $colour }のカードを持っていません。

silkroad-no_such_slot = { -silkroad-market }に{ $slot }番の枠はありません。

silkroad-slot_chosen = { $slot }番の枠は、この出し方ですでに選んであります。

silkroad-no_more_cards = { $colour }のカードは{ $cards }枚しか持っていません。確定するか、戻してください。

silkroad-no_slot_chosen = 出す前に枠を1つ以上選んでください。

silkroad-nothing_to_undo = 戻せるものはありません。

silkroad-choose_slots = 先に{ $colour }を出し終える（枠を選んで確定する）か、取り消してください。

silkroad-choose_colour = 先に出す色を選んでください。

phase-load = { -silkroad-ship }の積み込み（準備）

phase-phase1 = フェイズ1（交換・購入・パス）

phase-phase2 = フェイズ2（出す・引く）

phase-exchange = { -silkroad-exchange }の追加の引き

silkroad-step-ship = フェイズ1（新しい{ -silkroad-ship }への積み込み）

silkroad-step-swap = フェイズ1（{ -silkroad-porter }の交換）

silkroad-step-porter = フェイズ1（新しい{ -silkroad-porter }での交換）

silkroad-me-special_line = { $emoji } **{ $card }** ¥{ $price }（残り{ $left }）: { $help }

# Words drawn in the pictures (rendering/silkroad.py)
silkroad-pic-turn = 手番 { $number }
silkroad-pic-setup = 準備
silkroad-pic-over = ゲーム終了
silkroad-pic-deck = { -silkroad-draw-pile }
silkroad-pic-status_load = { $name } が{ -silkroad-ship }{ $ship }に積み込み
silkroad-pic-sub_load = 手番順に、全員の1隻目、次に2隻目
silkroad-pic-start_note = スタートプレイヤー: { $name } · ランダム
silkroad-pic-status_turn = { $name } · { $phase }
silkroad-pic-phase1 = フェイズ1
silkroad-pic-phase2 = フェイズ2
silkroad-pic-exchange = { -silkroad-exchange }
silkroad-pic-sub_phase1 = { -silkroad-cube }交換、特殊カード購入、またはパス
silkroad-pic-sub_swap = { -silkroad-porter }: あと{ $left }回まで交換
silkroad-pic-sub_porter = 新しい{ -silkroad-porter }: すぐに1回交換
silkroad-pic-sub_ship = 新しい{ -silkroad-ship }に積み込み中
silkroad-pic-sub_phase2 = 同じ色のカードを出すか、2枚引く
silkroad-pic-sub_exchange = 追加の引き あと{ $left }回
silkroad-pic-market = { -silkroad-market } · 1～6番の枠
silkroad-pic-specials = 特殊カード
silkroad-pic-left = 残り{ $n }
silkroad-pic-sold_out = 売り切れ
silkroad-pic-new = 新
silkroad-pic-cards = { $n }枚
silkroad-pic-loading = 積み込み中…
silkroad-pic-player = プレイヤー { $n }
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
silkroad-pic-hand_title = あなたの手札
silkroad-pic-money = 所持金（秘密）
silkroad-pic-empty_hand = 手札がありません。2枚引いてください。
silkroad-pic-your_ships = あなたの{ -silkroad-ship }
silkroad-pic-if_played = { $colour }を印の枠に出した場合
silkroad-pic-best_plays = 1色を全部、最良の枠に出した場合の収入
silkroad-pic-you = あなた
silkroad-pic-income_none = —
silkroad-pic-your_turn = あなたの手番
silkroad-pic-sub_you_load = { -silkroad-ship }{ $ship }に積む{ -silkroad-cube }の色を選んでください
silkroad-pic-won = { $count ->
        [1] { $names } の勝ち
       *[other] { $names } が同点で勝ち
    }
silkroad-pic-row_supply = 在庫の{ -silkroad-cube }
silkroad-pic-row_covered = { -silkroad-market }の下のカード
silkroad-pic-legend_start = スタートプレイヤー
silkroad-pic-legend_hand = 手札の枚数
silkroad-pic-legend_empty_ship = { -silkroad-cube }のない{ -silkroad-ship }
silkroad-pic-legend_new = 出したばかりのカード
silkroad-pic-legend_stack = 手札にあるその色の枚数
silkroad-pic-legend_no_income = 収入なし
silkroad-pic-legend_order = 選んだ枠の順番
silkroad-pic-at_slots = { $count ->
       *[other] { $slots }番の枠
    }
silkroad-pic-play_plan = { $cards }枚 → { $count ->
       *[other] { $slots }番の枠
    }
silkroad-pic-col_place = 順位
silkroad-pic-col_player = プレイヤー
silkroad-pic-col_earned = 収入
silkroad-pic-col_spent = 支出
silkroad-pic-col_money = 所持金
silkroad-pic-fleets = { -silkroad-ship }と特殊カード
silkroad-pic-sub_slots = カードを出す枠を選んで、確定してください

# How moves read in the history and replays (cogs/silkroad/history.py)
history-silkroad-load = ⛵ **{ $player }** が{ $colour }を積みました。
history-silkroad-swap = 🔁 **{ $player }** が{ -silkroad-ship }{ $ship }の積み荷を{ $colour }に替えました。
history-silkroad-play = 🃏 **{ $player }** が{ $colour }を出すことにしました。
history-silkroad-slot = 🃏 **{ $player }** が{ -silkroad-market }の{ $slot }番を選びました。
history-silkroad-confirm = 🃏 **{ $player }** がカードを出しました。
history-silkroad-draw = 🃏 **{ $player }** がカードを引きました。
history-silkroad-undo = ↩️ **{ $player }** が選択を取り消しました。
history-silkroad-skip = ⏭️ **{ $player }** はフェイズ1をパスしました。
history-silkroad-buy = 🛍️ **{ $player }** が{ $card }を買いました。
history-silkroad-exchange = 🏦 **{ $player }** が1枚引きました（{ -silkroad-exchange }）。
history-silkroad-done = ✅ **{ $player }** が手番を終えました。

## Pictures round 2: this round's plays and earners, your earnings, free slots
silkroad-pic-round_title = このラウンド: 出したカードと収入
silkroad-pic-round_play = { $name } が{ $kind }を{ $count }枚出した → 収入: { $earners }
silkroad-pic-round_play_none = { $name } が{ $kind }を{ $count }枚出した → 収入なし
silkroad-pic-news_title = 前の手番以降のあなたの収入
silkroad-pic-news_item = ¥{ $amount } · { $kind }（{ $name } が出したカード）
silkroad-pic-news_none = まだなし
silkroad-pic-legend_free = まだ選べる枠

## hints
silkroad-hint-load = { $goods_term }を積みましょう: { -silkroad-market }の{ $showing }か所に出ていて、手札にも{ $cards }枚あります。
silkroad-hint-swap = { -silkroad-ship }{ $ship }を{ $old_term }から{ $goods_term }に交換しましょう: { -silkroad-market }の{ $showing }か所に出ていて、手札にも{ $cards }枚あります。
silkroad-hint-buy = { $card_term }を¥{ $price }で買いましょう: 終了までにおよそ¥{ $value }の得になります。
silkroad-hint-skip = パスしましょう: 今は交換も特殊カードも元が取れません。
silkroad-hint-play = { $goods_term }を{ $cards }枚出しましょう: あなたに¥{ $mine }、ほかの人たちには合わせて¥{ $theirs }入ります。
silkroad-hint-slot = { $slot }番の枠（{ $covered_term }）に重ねましょう: ほかの人たちはそれを{ $theirs }隻、あなたは{ $mine }隻に積んでいます。
silkroad-hint-confirm = この{ $count }枚を出しましょう: あなたに¥{ $mine }、ほかの人たちには合わせて¥{ $theirs }入ります。
silkroad-hint-draw = 2枚引きましょう: 今はどう出しても¥{ $best }以下です。よい{ -silkroad-market }になるまで手札を残しましょう。
silkroad-hint-draw_end = 最後のカードを引きましょう: ゲームが終わり、あなたはおよそ¥{ $lead }リードしているはずです。
silkroad-hint-exchange = 1枚引きましょう（{ -silkroad-exchange }）: 追加のカードは無料で、{ -silkroad-draw-pile }はまだ{ $deck }枚あります。
silkroad-hint-exchange_end = 最後の1枚を引きましょう: ゲームが終わり、あなたはおよそ¥{ $lead }リードしているはずです。
silkroad-hint-exchange_stop = 手番を終えましょう: 最後の1枚を引くとゲームが終わり、あなたはおよそ¥{ $gap }負けているはずです。
