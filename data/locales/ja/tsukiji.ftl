# tsukiji: 日本語
# identical to English by design: tsukiji-product-yakuza
# （用語の参照だけ。表示される文字は「ヤクザ」）

game-tsukiji-name = 築地

tsukiji-product-ebi = { -tsukiji-ebi }
tsukiji-product-hotategai = { -tsukiji-hotategai }
tsukiji-product-sake = { -tsukiji-sake }
tsukiji-product-tako = { -tsukiji-tako }
tsukiji-product-fugu = { -tsukiji-fugu }
tsukiji-product-maguro = { -tsukiji-maguro }
tsukiji-product-takusan = { -tsukiji-takusan }（万能）
tsukiji-product-yakuza = { -tsukiji-yakuza }

tsukiji-ticket-normal = { -tsukiji-ticket } { $value }
tsukiji-ticket-special = 特殊{ -tsukiji-ticket } { $value }（1回限り）
tsukiji-ticket-help-normal = { $value }を足します。ラウンド後に手元に戻ります
tsukiji-ticket-help-cancel = { -tsukiji-lot }の通常の{ $cancels }をすべて0にし、なければ{ $bonus }として数えます。1回限り
tsukiji-ticket-help-value = { $value }として数えます。1回限り
tsukiji-ticket-help-multiply = { -tsukiji-lot }のほかの{ -tsukiji-ticket }を{ $factor }倍にします。1回限り

tsukiji-status-round = **ラウンド { $round }/{ $rounds }** · { -tsukiji-start-player }: **{ $start }**
tsukiji-status-evaluate = 値踏み: 全員がすべての{ -tsukiji-lot }に秘密の{ -tsukiji-ticket }を1枚ずつ置きます。順番は自由です（DMか **手札を見る** で）。待っている相手: { $waiting }
tsukiji-status-buy = 買い付け: **{ $player }**、{ -tsukiji-lot }を1つ買うかパス（+¥{ $money }）してください。
tsukiji-status-choose = **{ $player }** が{ $what }を選んでいます。

tsukiji-pending-takusan = { -tsukiji-takusan }を置く列
tsukiji-pending-yakuza = { -tsukiji-yakuza }に渡すカード

tsukiji-buy = { -tsukiji-lot }{ $lot }を買う · ¥{ $price }

tsukiji-pass = パス · +¥{ $money }

tsukiji-event-bought = 🛒 **{ $player }** が{ -tsukiji-lot }{ $lot }を¥{ $price }で買いました。
tsukiji-event-passed = 💴 **{ $player }** はパスして¥{ $money }を受け取りました。
tsukiji-event-takusan = 🌈 **{ $player }** の{ -tsukiji-takusan }が{ $row }の列に入りました。
tsukiji-event-takusan_lost = 🌈 **{ $player }** には{ -tsukiji-takusan }を置ける列がないので、捨てられました。
tsukiji-event-yakuza = 🕶️ { -tsukiji-yakuza }が **{ $player }** の{ $row }を1枚持っていきました。
tsukiji-event-yakuza_nothing = 🕶️ { -tsukiji-yakuza }は **{ $player }** から何も持っていけませんでした。

tsukiji-reveal = **公開: ラウンド{ $round }。**{ -tsukiji-market }が動きます: { $moves }

tsukiji-final-line = { $rank }位 **{ $player }**: ¥{ $score }

tsukiji-rules-title = { $game }: { $page }
tsukiji-rules-summary = { $low }～{ $high }人で{ $rounds }ラウンド遊ぶ、魚市場の競りゲームです。あなたは昔の東京で料理店を営んでいます。海産物の{ -tsukiji-lot }にこっそり値を付け、安く買い、持っている商品の{ -tsukiji-market }をつり上げて、最後に所持金とカードの価値の合計がいちばん多い人が勝ちです。
tsukiji-rules-components = 内容物
tsukiji-rules-components-cards-title = カード
tsukiji-rules-components-cards =
    商品は{ $product_count }種類: { $market_products }（それぞれ{ -tsukiji-market }トラックにマーカーがあります）と{ $maguro }（マーカーなし。セットで得点します）。**{ -tsukiji-takusan }** 🌈 は万能カード、**{ -tsukiji-yakuza }** 🕶️ はカードを1枚奪っていきます。山札はプレイ人数で変わり、ちょうど使い切ります:
    { $deck_lines }
tsukiji-rules-deck_line = **{ $players }人** · { $total }枚: 各商品{ $each }枚、{ -tsukiji-takusan }{ $takusan }枚、{ -tsukiji-yakuza }{ $yakuza }枚
tsukiji-rules-components-tiles-title = { -tsukiji-price-tile }
tsukiji-rules-components-tiles =
    毎ラウンド、{ -tsukiji-lot }1つにつき1枚。`価格 変動` の形で書いてあります。価格はその{ -tsukiji-lot }の値段、変動はその{ -tsukiji-lot }のカード1枚ごとに{ -tsukiji-market }を動かす量です。いちばん高いタイルには{ -tsukiji-alarm-clock } ⏰ が付いています。そのラウンドの{ -tsukiji-price-tile }は、ラウンドの初めからボードの横に公開されています（ボードの画像とDMに表示）:
    { $tile_lines }
tsukiji-rules-tile_line = **{ $players }人**: { $tiles }
tsukiji-rules-components-tickets-title = { -tsukiji-ticket }
tsukiji-rules-components-tickets =
    プレイ人数にかかわらず、全員が自分の色の{ -tsukiji-ticket }{ $count }枚をすべて持ちます。通常の{ -tsukiji-ticket } { $normals } は毎ラウンド手元に戻ります。特殊{ -tsukiji-ticket }は1回使ったら捨てます:
    { $special_lines }
tsukiji-rules-ticket-cancel = • **{ $ticket }**: 同じ{ -tsukiji-lot }にある通常の **{ $cancels }** はすべて0になります。その{ -tsukiji-lot }に通常の{ $cancels }がなければ、{ $ticket } は +{ $bonus } として数えます。
tsukiji-rules-ticket-value = • **{ $ticket }**: 通常の{ -tsukiji-ticket }と同じく{ $value }として数えます。
tsukiji-rules-ticket-multiply = • **{ $ticket }**: その{ -tsukiji-lot }のほかの{ -tsukiji-ticket }の合計を{ $factor }倍にします。
tsukiji-rules-components-maguro-title = { -tsukiji-maguro }のセット価値
tsukiji-rules-components-maguro =
    { -tsukiji-maguro }の列はカード1枚ごとではなく、枚数（列の中の{ -tsukiji-takusan }も数えます）に応じて1つのセットとして得点します:
    { $maguro_line }
    …以降も同様に: { $maguro_more }。
tsukiji-rules-components-money-title = お金
tsukiji-rules-components-money = 銀行のお金は尽きることがなく、おつりも出ます。{ -tsukiji-start-player }は¥{ $start }、そこから時計回りに1席ごとに¥{ $step }ずつ多く持って始めます。買い付けでパスすると¥{ $pass_money }もらえます。
tsukiji-rules-round = 準備とラウンドの流れ
tsukiji-rules-round-setup-title = 準備
tsukiji-rules-round-setup = { $markers }個の{ -tsukiji-market }マーカーを、{ -tsukiji-market }トラック（{ $min_space }～{ $max_space }）の{ $first_space }～{ $last_start }マスに、ランダムな順で1マスに1個ずつ置きます。{ -tsukiji-start-player }はランダムに決まり、最初のボードに表示されます。
tsukiji-rules-round-offer-title = A. 出品
tsukiji-rules-round-offer = 毎ラウンド、プレイヤーの人数より1つ多い{ -tsukiji-lot }（{ $lot_lines }）を、{ $per_lot }枚ずつ表向きに並べます。左から A、B、C…と呼びます。
tsukiji-rules-round-evaluate-title = B. 値踏み（秘密）
tsukiji-rules-round-evaluate = 全員が同時に、こっそりと、すべての{ -tsukiji-lot }にちょうど1枚ずつ{ -tsukiji-ticket }を置きます。置く順番は自由です。DMには空いている{ -tsukiji-lot }ごとのメニューと、{ -tsukiji-lot }ごとに{ -tsukiji-ticket }を戻す赤いボタン（全部戻すボタンも）があり、別の{ -tsukiji-ticket }に置き直せます。**{ -tsukiji-ticket }を確定** を押すまでは何も決まりません。全員が確定するまで、誰の{ -tsukiji-ticket }も見えません。コツ: 低い{ -tsukiji-ticket }はほしい{ -tsukiji-lot }を安くするのに役立ち、高い{ -tsukiji-ticket }は{ -tsukiji-lot }を高くし、中の商品の{ -tsukiji-market }を押し上げます。
tsukiji-rules-round-pricing-title = C. 値付け
tsukiji-rules-round-pricing = { -tsukiji-ticket }を公開します。まず **{ $cancel }** を処理し（「{ -tsukiji-ticket }」の項を参照）、次に{ -tsukiji-lot }ごとの{ -tsukiji-ticket }を足し、それから **{ $double }** がほかの{ -tsukiji-ticket }の合計を{ $factor }倍にします。{ $double } が複数あれば重ねてかかり（1枚ごとにさらに倍）、{ $double } しかない{ -tsukiji-lot }の合計は0です。合計はマイナスにもなります。合計のいちばん高い{ -tsukiji-lot }に最も高い{ -tsukiji-price-tile }（{ -tsukiji-alarm-clock }付き）、次に高い{ -tsukiji-lot }に次のタイル…と置いていきます。合計が同じなら、左にある{ -tsukiji-lot }が高いタイルを取ります。
tsukiji-rules-round-market-title = C. { -tsukiji-market }が動く
tsukiji-rules-round-market = 続いて、商品ごとに次の順で処理します: { $movement }。マーカーは、場にあるその商品のカード1枚ごとに、そのカードの横のタイルの変動を合計した分だけ動きます（同じ商品は1枚ずつ数え、売れ残る{ -tsukiji-lot }も数えます。買い付けより前に行うためです）。{ $min_space }より下、{ $max_space }より上には動きません。{ $maguro }、{ -tsukiji-takusan }、{ -tsukiji-yakuza }は何も動かしません。同じマスのマーカーは積み重なります。新しいマスに止まったマーカーはいちばん上に乗り、上にあるほど順位が上です。マスが変わらなかったマーカー（合計が0、または{ $min_space }や{ $max_space }で止まった）は、重なりの中の位置をそのまま保ちます。
tsukiji-rules-buy = 買い付け
tsukiji-rules-buy-order-title = D. 買い付け
tsukiji-rules-buy-order = { -tsukiji-start-player }から時計回りに、各プレイヤーは売れていない{ -tsukiji-lot }を1つ、そのタイルの価格を払って買うか、パスして¥{ $pass_money }を受け取ります。払えない{ -tsukiji-lot }は買えません（ボタンが灰色になります）。パスはいつでもできます。ボードのボタンには、その{ -tsukiji-lot }の{ -tsukiji-maguro }であなたのセットがいくら増えるかも表示されます。
tsukiji-rules-buy-place-title = カードの置き方
tsukiji-rules-buy-place = 買ったカードはすぐに、商品ごとに1列にして置きます。すでに持っている商品はその列に加え、新しい商品は新しい列を作ります。それから **{ -tsukiji-takusan }** を1枚ずつ、自分の好きな列に加えます（今買ったカードも数え、{ -tsukiji-maguro }の列にも加えられます）。列が1つもなければ捨てます。ボードには、今の{ -tsukiji-market }で最も得になる選択がおすすめとして示されます。
tsukiji-rules-buy-yakuza-title = { -tsukiji-yakuza }
tsukiji-rules-buy-yakuza = { -tsukiji-takusan }を置いた後、**{ -tsukiji-yakuza }** は1枚ごとに、置いてあるカードのうちあなたが選んだ1枚（{ -tsukiji-takusan }も含む）と一緒に捨てます。ボタンにはそのカードが書かれています（例: { -tsukiji-maguro }のカード、または{ -tsukiji-maguro }の列の{ -tsukiji-takusan }）。取られるカードがなければ、{ -tsukiji-yakuza }だけを捨てます。買った{ -tsukiji-yakuza }の枚数は記録されます（バリアント用）。置いたカードは二度と動きません。
tsukiji-rules-buy-end-title = ラウンドの終わり
tsukiji-rules-buy-end = 売れ残った{ -tsukiji-lot }はすべて捨てます（毎ラウンド少なくとも1つ、パスした人がいればそれ以上）。{ -tsukiji-alarm-clock } ⏰ の{ -tsukiji-lot }を買った人が新しい{ -tsukiji-start-player }になります。誰も買わなければ、{ -tsukiji-start-player }は変わりません。ラウンド{ $rounds }が終わるとゲーム終了です。
tsukiji-rules-end = 得点計算
tsukiji-rules-end-rank-title = { -tsukiji-market }の順位
tsukiji-rules-end-rank = { $markers }個のマーカーを、マスの高い順に並べます。同じマスでは、重なりの上にあるマーカーが上位です。各商品のカードは1枚あたり次の価値になります: { $rank_line }。
tsukiji-rules-end-score-title = あなたの得点
tsukiji-rules-end-score = カードの順位ごとの価値、{ -tsukiji-maguro }のセット価値（例: { $maguro_example }）、所持金、そしてバリアントありならそのボーナスの合計です。得点の最も高い人が勝ちます。同点なら未使用の特殊{ -tsukiji-ticket }が多い人の勝ち、それでも同点なら勝利を分かち合います。
tsukiji-rules-end-variant-title = バリアント: ボーナス得点
tsukiji-rules-end-variant =
    任意ルールで、`/{ cmd-play-name } { cmd-option-variant }:True` で選びます。有効なときはロビーとボードに表示され、CPUプレイヤーもこのルールで遊びます。
    { $bonus_lines }
    ボーナスの条件で同点の人は、全員がそのボーナスを得ます。
tsukiji-rules-bonus-versatile = • **+{ $points }**: すべての商品（{ $product_count }種類すべて、{ -tsukiji-maguro }も含む）を各{ $min_each }枚以上。
tsukiji-rules-bonus-specialist = • **+{ $points }**: 1種類の商品を{ $min_one }枚以上。
tsukiji-rules-bonus-popular = • **+{ $points }**: 最下位の商品を最も多く持っている（{ $min_cards }枚以上）。
tsukiji-rules-bonus-safe = • **+{ $points }**: 取った{ -tsukiji-yakuza }が最も多い（{ $min_yakuza }枚以上）。
tsukiji-rules-lots_line = { $players }人なら{ $lots }{ -tsukiji-lot }
tsukiji-rules-rank_value = { $rank }位 ¥{ $value }
tsukiji-rules-maguro_value = { $n }枚→¥{ $value }

tsukiji-unknown_action = それは築地の操作ではありません。

tsukiji-wrong_phase = 今はそれができません。ゲームは「{ $phase }」のフェイズです。

tsukiji-unknown_ticket = 「{ $ticket }」という{ -tsukiji-ticket }はありません。

tsukiji-ticket_used = { -tsukiji-ticket } { $ticket } はすでに{ -tsukiji-lot }{ $lot }に置いてあります。先にそこから戻してください。

tsukiji-lot_has_ticket = { -tsukiji-lot }{ $lot }にはすでにあなたの{ -tsukiji-ticket } { $ticket } があります。先に戻してください。

tsukiji-lot_has_no_ticket = { -tsukiji-lot }{ $lot }には戻せるあなたの{ -tsukiji-ticket }がありません。

tsukiji-special_spent = 特殊{ -tsukiji-ticket } { $ticket } はもう使ってしまいました。

tsukiji-draft_empty = まだ{ -tsukiji-ticket }を1枚も置いていません。

tsukiji-draft_incomplete = 確定する前に、すべての{ -tsukiji-lot }に{ -tsukiji-ticket }を置いてください（{ $placed }/{ $lots }）。

tsukiji-no_such_lot = { -tsukiji-lot }{ $lot }はありません。

tsukiji-lot_sold = { -tsukiji-lot }{ $lot }はもう売れています。

tsukiji-cannot_afford = その{ -tsukiji-lot }は買えません: 価格は¥{ $price }で、所持金は¥{ $money }です。

tsukiji-choose_row = 先に{ $kind }をどこに置くか選んでください: { $options }

tsukiji-invalid_row = { $row }は選べません。選べるのは: { $options }

tsukiji-nothing_to_place = 置く必要のある{ -tsukiji-takusan }や{ -tsukiji-yakuza }はありません。

tsukiji-status-variant = ✨ バリアントのボーナスあり
tsukiji-status-start_drawn = 🎲 ランダムで **{ $start }** が{ -tsukiji-start-player }に決まりました。所持金は¥{ $money }、時計回りに1席ごとに¥{ $step }ずつ多くなります。
tsukiji-status-tiles = ⏰ { -tsukiji-price-tile }（合計の高い順）: { $tiles }
tsukiji-status-maguro = 🍣 { -tsukiji-maguro }のセット: { $table }
tsukiji-status-bonuses = ✨ バリアントのボーナス: { $bonuses }

tsukiji-bonus-versatile = +{ $points } 全商品を各{ $min_each }枚以上
tsukiji-bonus-specialist = +{ $points } 1種類を{ $min_one }枚以上
tsukiji-bonus-popular = +{ $points } 最下位の商品（今は{ $product }）を最多
tsukiji-bonus-safe = +{ $points } 取った{ -tsukiji-yakuza }が最多

tsukiji-choice-takusan = { -tsukiji-takusan } → { $row }
tsukiji-choice-yakuza_takusan = { -tsukiji-yakuza }が{ $row }の列の{ -tsukiji-takusan }を取る
tsukiji-choice-yakuza_card = { -tsukiji-yakuza }が{ $row }を1枚取る

tsukiji-buy_maguro = { -tsukiji-lot }{ $lot }を買う · ¥{ $price } · 🍣 +¥{ $maguro }

tsukiji-event-yakuza_takusan = 🕶️ { -tsukiji-yakuza }が **{ $player }** の{ $row }の列から{ -tsukiji-takusan }を持っていきました。

tsukiji-draft-item = { -tsukiji-lot }{ $lot }: { $ticket }
tsukiji-draft-empty = －
tsukiji-draft-choose = { -tsukiji-lot }{ $lot }: { -tsukiji-ticket }を選ぶ…
tsukiji-draft-take = { $lot }を戻す（{ $ticket }）
tsukiji-draft-reset = すべて戻す
tsukiji-draft-confirm = { -tsukiji-ticket }を確定
tsukiji-draft-next = **ラウンド{ $round }**: すべての{ -tsukiji-lot }に秘密の{ -tsukiji-ticket }を1枚ずつ、好きな順に置いてください。確定するまでは、どれでも戻して別の{ -tsukiji-ticket }に置き直せます。全員が確定するまで誰にも見えません。
tsukiji-draft-ready = **ラウンド{ $round }**: すべての{ -tsukiji-lot }に{ -tsukiji-ticket }があります。確定して決めるか、1枚戻して変更してください。
tsukiji-draft-mine = あなたの{ -tsukiji-ticket }: { $summary }
tsukiji-draft-confirmed = **ラウンド{ $round }**: { -tsukiji-ticket }を確定しました: { $summary }。ほかの人を待っています。

# Words drawn in the pictures (rendering/tsukiji.py)
tsukiji-pic-round = ラウンド { $round }/{ $rounds }
tsukiji-pic-confirmed_count = { $done }/{ $total } 確定
tsukiji-pic-over = ゲーム終了
tsukiji-pic-deck = 山札
tsukiji-pic-start = スタート
tsukiji-pic-start_random = スタート（ランダム）
tsukiji-pic-total = 計 { $total }
tsukiji-pic-sold_to = 落札
tsukiji-pic-passed_over = 売れ残り
tsukiji-pic-discarded = 捨て札
tsukiji-pic-market = { -tsukiji-market }
tsukiji-pic-ranking = 1枚あたりの価値
tsukiji-pic-ready = 確定
tsukiji-pic-choosing = 選択中…
tsukiji-pic-your_turn = 購入の番
tsukiji-pic-bought = { $label } を購入
tsukiji-pic-passed = パス
tsukiji-pic-no_cards = カードなし
tsukiji-pic-takusan_in = { -tsukiji-takusan } · { $row }
tsukiji-pic-hand_placed = { $placed }/{ $lots } { -tsukiji-lot }に{ -tsukiji-ticket }あり
tsukiji-pic-hand_full = 全{ -tsukiji-lot }に配置済み: 確定か変更を
tsukiji-pic-available = { -tsukiji-ticket }（毎ラウンド各1回、金色はゲーム中1回限り）
tsukiji-pic-tiles_label = { -tsukiji-price-tile }
tsukiji-pic-tiles_sub = 合計の高い順
tsukiji-pic-maguro_label = { -tsukiji-maguro }のセット
tsukiji-pic-maguro_sub = 枚数で1セット
tsukiji-pic-maguro_you = あなた: { $n }枚
tsukiji-pic-variant_label = バリアントあり
tsukiji-pic-variant_sub = ボーナス得点
tsukiji-pic-bonus_versatile = 全商品 各{ $n }枚以上
tsukiji-pic-bonus_specialist = 1種類 { $n }枚以上
tsukiji-pic-bonus_popular = { $product }が最多
tsukiji-pic-bonus_safe = { -tsukiji-yakuza }が最多
tsukiji-pic-reveal_title = 公開: ラウンド { $round }
tsukiji-pic-moves = { -tsukiji-market }の動き
tsukiji-pic-no_moves = { -tsukiji-market }の動きなし
tsukiji-pic-money_col = 所持金
tsukiji-pic-bonus_col = ボーナス
tsukiji-pic-total_col = 合計
tsukiji-pic-player = プレイヤー { $n }
tsukiji-pic-product-ebi = { -tsukiji-ebi }
tsukiji-pic-product-hotategai = { -tsukiji-hotategai }
tsukiji-pic-product-sake = { -tsukiji-sake }
tsukiji-pic-product-tako = { -tsukiji-tako }
tsukiji-pic-product-fugu = { -tsukiji-fugu }
tsukiji-pic-product-maguro = { -tsukiji-maguro }
tsukiji-pic-product-takusan = { -tsukiji-takusan }
tsukiji-pic-product-yakuza = { -tsukiji-yakuza }
tsukiji-pic-turn-evaluate = 全員が{ -tsukiji-ticket }を選ぶ番
tsukiji-pic-turn-evaluate_detail = 各{ -tsukiji-lot }に秘密の{ -tsukiji-ticket }を1枚 · { $done }/{ $total } 確定
tsukiji-pic-turn-player = { $name } の番
tsukiji-pic-turn-buy_detail = { -tsukiji-lot }を1つ買うか、パスして ¥{ $money } を受け取る
tsukiji-pic-turn-takusan_detail = { -tsukiji-lot } { $label } の{ -tsukiji-takusan }を置く列を選ぶ
tsukiji-pic-turn-yakuza_detail = { -tsukiji-yakuza }が持ち去るカードを選ぶ（{ -tsukiji-lot } { $label }）
tsukiji-pic-turn-mine = あなたの番
tsukiji-pic-turn-locked = { -tsukiji-ticket }を確定しました
tsukiji-pic-won = { $tie ->
        [yes] 勝者（同点）: { $names }
       *[no] 勝者: { $names }
    }
tsukiji-pic-wild = ワイルド: 好きな列に加わる
tsukiji-pic-takes_card = あなたのカードを1枚持ち去る
tsukiji-pic-track = バー: { -tsukiji-market }トラック上の位置（1–{ $max }）
tsukiji-pic-legend-total = { -tsukiji-lot }に置かれた{ -tsukiji-ticket }の合計
tsukiji-pic-legend-alarm = 買った人が{ -tsukiji-start-player }になる
tsukiji-pic-legend-change = { -tsukiji-lot }のカード1枚ごとの{ -tsukiji-market }の動き
tsukiji-pic-legend-takusan = 列に入った{ -tsukiji-takusan }
tsukiji-pic-legend-yakuza = 買った{ -tsukiji-yakuza }
tsukiji-pic-legend-special = 金色: 1回限りの{ -tsukiji-ticket }
tsukiji-pic-legend-cancelled = { $ticket } で無効
tsukiji-pic-legend-per_card = 終了時の1枚あたりの価値
tsukiji-pic-ticket-cancel = 同じ{ -tsukiji-lot }の { $cancels } をすべて無効に、なければ +{ $bonus }
tsukiji-pic-ticket-value = { $value } として数える
tsukiji-pic-ticket-multiply = ほかの{ -tsukiji-ticket }の合計を{ $factor }倍にする
tsukiji-pic-place_col = 順位
tsukiji-pic-player_col = プレイヤー
# Shown by the shared commands (/game status, the lobby's options)
phase-evaluate = 値踏み（秘密の{ -tsukiji-ticket }）

phase-buy = 買い付け

option-tsukiji-variant = バリアント: 4つのボーナス得点あり

# How moves read in the history and replays (cogs/tsukiji/history.py)
history-tsukiji-ticket = 🎫 **{ $player }** が{ -tsukiji-lot }{ $lot }に{ $ticket }を置きました。
history-tsukiji-take = ↩️ **{ $player }** が{ -tsukiji-lot }{ $lot }の{ -tsukiji-ticket }を戻しました。
history-tsukiji-reset = ↩️ **{ $player }** が{ -tsukiji-ticket }をすべて戻しました。
history-tsukiji-confirm = ✅ **{ $player }** が{ -tsukiji-ticket }を確定しました。
history-tsukiji-confirmed = ✅ **{ $player }** が{ -tsukiji-ticket }を確定しました。
history-tsukiji-round = 🔔 ラウンド{ $round }開始: **{ $player }** から。
history-tsukiji-reveal = 🎫 ラウンド{ $round }: { -tsukiji-ticket }を公開し、各{ -tsukiji-lot }の値段が決まりました。
history-tsukiji-buy = 🛒 **{ $player }** が{ -tsukiji-lot }を買いました。
history-tsukiji-pass = 💴 **{ $player }** はパスしました。
history-tsukiji-takusan = 🌈 **{ $player }** が{ -tsukiji-takusan }を{ $row }の列に置きました。
history-tsukiji-yakuza = 🕶️ { -tsukiji-yakuza }が **{ $player }** の{ $row }を1枚持っていきました。

## Pictures round 2: a message's own picture read in the chat, the pictures above it
tsukiji-pic-options_takusan = { -tsukiji-takusan }を置ける列
tsukiji-pic-options_yakuza = { -tsukiji-yakuza }が奪えるカード
tsukiji-pic-worth_head = いまのあなたにとっての価値
tsukiji-pic-me_line = あなた: ¥{ $money }・現在{ $score }点
tsukiji-pic-score_now = 現在{ $score }点
tsukiji-pic-legend-maguro_mine = 金の枠: いまのあなたのセット
tsukiji-pic-legend-maguro_next = 細い枠: あと1枚で
tsukiji-pic-reveal_sub = Σが最も高い{ -tsukiji-lot }に最も高い{ -tsukiji-price-tile }
tsukiji-pic-tie = { $lots }はΣ{ $total }で同点: 左の{ -tsukiji-lot }（{ $first }）が高いタイルを得ます
tsukiji-pic-stays = { $space }のまま
tsukiji-pic-won_score = { $won }・{ $score }点
tsukiji-pic-price_board = { -tsukiji-market }
tsukiji-pic-tie_break = { $total }点で同点: 特殊{ -tsukiji-ticket }を多く残した人の勝ち（{ $counts }）

## ヒント（コンピューターのレベル）：ふつうのレベルならどう指すか、その理由
tsukiji-hint-ticket_low = { -tsukiji-lot }{ $lot }に{ -tsukiji-ticket } { $ticket }：合計が低いと値段が安くなります。この{ -tsukiji-lot }のカードはあなたにとって約¥{ $worth }の価値です。
tsukiji-hint-ticket_high = { -tsukiji-lot }{ $lot }に{ -tsukiji-ticket } { $ticket }：合計が高いと値段が上がり、中の商品も{ -tsukiji-market }で上がります。この{ -tsukiji-lot }のカードはあなたにとって約¥{ $worth }の価値です。
tsukiji-hint-confirm = すべての{ -tsukiji-lot }に{ -tsukiji-ticket }を置きました。確定して決めましょう。
tsukiji-hint-buy = { -tsukiji-lot }{ $lot }を¥{ $price }で買う：カードは、特に{ $product_term }が効いて、あなたにとって約¥{ $worth }の価値があります。
tsukiji-hint-buy_deny = { -tsukiji-lot }{ $lot }を¥{ $price }で買う：カードの価値は約¥{ $worth }だけですが、見送ると他のプレイヤーがもっと得をします。
tsukiji-hint-pass = パスして¥{ $money }を受け取る：いちばん良い{ -tsukiji-lot }{ $lot }でも¥{ $price }で約¥{ $worth }分のカードなので、パスより得ではありません。
tsukiji-hint-pass_broke = パスして¥{ $money }を受け取る：買える{ -tsukiji-lot }がありません。
tsukiji-hint-takusan = { -tsukiji-takusan } → { $product_term }：その列にもう1枚あると約¥{ $worth }の価値になり、ほかのどの列よりも高くなります。
tsukiji-hint-yakuza_card = { -tsukiji-yakuza }に{ $product_term }の列から1枚取らせる：失うのは約¥{ $worth }だけで、ほかのどの列よりも少なく済みます。
tsukiji-hint-yakuza_takusan = { -tsukiji-yakuza }に{ $product_term }の列の{ -tsukiji-takusan }を取らせる：失うのは約¥{ $worth }だけで、ほかのどこよりも少なく済みます。
