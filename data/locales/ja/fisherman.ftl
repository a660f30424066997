# fisherman: 日本語（用語は説明書 003 のとおり。glossary/fisherman.ftl を参照）
# identical to English by design: fisherman-unset, fisherman-final-medals, fisherman-pic-shield_cell
# （"?" と、絵文字と数だけの行。fisherman-species-* は用語の参照だけで、表示は日本語）

game-fisherman-name = フィッシャーマン（Fisherman）

fisherman-species-aji = { -fisherman-aji }
fisherman-species-fugu = { -fisherman-fugu }
fisherman-species-tai = { -fisherman-tai }
fisherman-species-haze = { -fisherman-haze }
fisherman-species-ika = { -fisherman-ika }

fisherman-species_long-aji = { -fisherman-aji }（青）
fisherman-species_long-fugu = { -fisherman-fugu }（緑）
fisherman-species_long-tai = { -fisherman-tai }（赤）
fisherman-species_long-haze = { -fisherman-haze }（黄）
fisherman-species_long-ika = { -fisherman-ika }（白）

fisherman-card = { $species }{ $size }

fisherman-rule-target = { -fisherman-target }
fisherman-rule-order = { -fisherman-order }
fisherman-rule-size = { -fisherman-size }
fisherman-rule-junk = { -fisherman-junk }

fisherman-order-asc = { $low }が最強
fisherman-order-desc = { $high }が最強

fisherman-size_pair = { $low }・{ $high }

fisherman-unset = ?

fisherman-button-order-asc = 昇順 · { $low }が最強
fisherman-button-order-desc = 降順 · { $high }が最強
fisherman-button-size = { $low }・{ $high }

fisherman-status-head = **{ -fisherman-tournament } { $tournament }/{ $tournaments }** · { -fisherman-dealer }: **{ $dealer }**
fisherman-status-rules = { -fisherman-tournament }ルール: 🎯{ -fisherman-target } { $target } · ⚖️{ -fisherman-order } { $order } · 📏{ -fisherman-size } { $size } · 🗑️{ -fisherman-junk } { $junk }
fisherman-status-choose-target = 🎣 **{ $player }**、**{ -fisherman-target }** の魚を選んでください。釣るたびに{ $target }Pです。
fisherman-status-choose-order = ⚖️ **{ $player }**、**{ -fisherman-order }** を選んでください。小さい魚と大きい魚、どちらを強くしますか？
fisherman-status-choose-size = 📏 **{ $player }**、**{ -fisherman-size }**（連続する2つの数字）を選んでください。この{ -fisherman-size }の魚は{ $size }P（{ -fisherman-junk }なら{ $size_on_junk }P）です。
fisherman-status-choose-junk = 🗑️ **{ $player }**（{ -fisherman-dealer }）、**{ -fisherman-junk }** の魚を選んでください。{ -fisherman-junk }は切り札で、釣るたびに{ $junk }Pです。
fisherman-status-lead = { -fisherman-trick } { $trick }/{ $tricks }: **{ $player }** がリードします（DMか **手札を見る** で）。
fisherman-status-follow = { -fisherman-trick } { $trick }/{ $tricks }: **{ $player }** の番です。{ $species }があれば出さなければなりません。
fisherman-status-table = 場: { $plays }
fisherman-status-last_trick = 前の{ -fisherman-trick }: **{ $player }** が{ $card }で勝ちました。獲得: { $kept }{ $aside }
fisherman-status-over = すべての{ -fisherman-tournament }が終わりました。

fisherman-play_item = { $card }（{ $player }）

fisherman-kept_nothing = なし


fisherman-event-rule-target = 🎯 **{ $player }** が{ -fisherman-target }を選びました: **{ $value }**
fisherman-event-rule-order = ⚖️ **{ $player }** が{ -fisherman-order }を選びました: **{ $value }**
fisherman-event-rule-size = 📏 **{ $player }** が{ -fisherman-size }を選びました: **{ $value }**
fisherman-event-rule-junk = 🗑️ **{ $player }** が{ -fisherman-junk }を選びました: **{ $value }**
fisherman-event-fishing = 🎣 { -fisherman-tournament }ルールが決まりました。**{ $player }** が最初の{ -fisherman-trick }をリードします。
fisherman-event-trick = 🐟 **{ $player }** が{ $card }で{ -fisherman-trick }{ $trick }に勝ちました。獲得: { $kept }{ $aside }
fisherman-event-tournament = 🚩 { -fisherman-tournament } { $tournament }/{ $tournaments }: **{ $dealer }** が{ -fisherman-dealer }です。

fisherman-results-title =
    { "*" }*{ -fisherman-tournament }{ $tournament }の結果発表**
    { $rules }

fisherman-shield-gold = 🥇 金の{ -fisherman-shield }（+{ $points }{ -fisherman-points }）
fisherman-shield-silver = 🥈 銀の{ -fisherman-shield }（+{ $points }{ -fisherman-points }）
fisherman-shield-bronze = 🥉 銅の{ -fisherman-shield }（+{ $points }{ -fisherman-points }）
fisherman-shield-none = { -fisherman-shield }なし

fisherman-final-line = { $rank }位 **{ $player }**: { $score }{ -fisherman-points }（{ $medals }）
fisherman-final-medals = 🥇×{ $gold } 🥈×{ $silver } 🥉×{ $bronze }

fisherman-hand-turn = **あなたの番です**: { -fisherman-tournament } { $tournament }/{ $tournaments }、{ -fisherman-trick } { $trick }/{ $tricks }。
fisherman-hand-lead = あなたがリードです。好きなカードを出してください。
fisherman-hand-follow =
    { $plays }
    必ず **{ $species }** を出してください。
fisherman-hand-void =
    { $plays }
    { $species }がないので、好きなカードを出せます。
fisherman-hand-waiting = { -fisherman-tournament } { $tournament }/{ $tournaments }、{ -fisherman-trick } { $trick }/{ $tricks }: **{ $player }** を待っています。
fisherman-hand-rules = { -fisherman-tournament } { $tournament }/{ $tournaments }: **{ $player }** が{ $rule }を選んでいます。この{ -fisherman-tournament }のあなたの手札:
fisherman-hand-worth = 獲得すると{ $points }P
fisherman-hand-trump = 切り札 · 獲得すると{ $points }P

fisherman-unknown_action = それはフィッシャーマンの手ではありません。

fisherman-wrong_phase = 今はそれができません（ゲームは「{ $phase }」のフェイズです）。

fisherman-wrong_rule = 今決めるルールは{ $rule }です。

fisherman-unknown_species = 「{ $species }」という魚はいません。

fisherman-not_in_play = { $players }人プレイでは{ $species }は使いません。

fisherman-junk_is_target = { $species }はすでに{ -fisherman-target }です。{ -fisherman-junk }には別の種類を選んでください。

fisherman-bad_order = { -fisherman-order }は昇順か降順です（{ $order }ではありません）。

fisherman-bad_size = 連続する2つの{ -fisherman-size }のうち小さい方を、1～9で選んでください（{ $size }ではありません）。

fisherman-not_in_hand = { $card }を持っていません。

fisherman-must_follow = { $species }を持っている間は、{ $species }を出さなければなりません。

phase-setting = ルール決定フェイズ

phase-fishing = 釣りフェイズ（{ -fisherman-trick }）

fisherman-status-first_dealer = 🎲 ランダムで **{ $dealer }** が最初の{ -fisherman-dealer }に決まりました。{ -fisherman-dealer }は{ -fisherman-junk }を選び、最初の{ -fisherman-trick }をリードします。{ -fisherman-dealer }は{ -fisherman-tournament }ごとに左隣へ移ります。
fisherman-status-last_trick_set_aside = 前の{ -fisherman-trick }: **{ $player }** が勝ちました。獲得: { $kept }{ $aside }

fisherman-event-trick_set_aside = 🐟 **{ $player }** が{ -fisherman-trick }{ $trick }に勝ちました。獲得: { $kept }{ $aside }

fisherman-aside = 、{ $count }枚は裏向きで脇へ

fisherman-rules-title-overview = フィッシャーマン · ゲームとカード
fisherman-rules-overview = { $low }～{ $high }人で遊ぶ、{ -fisherman-trick }テイキングの釣り{ -fisherman-tournament }です。{ -fisherman-tournament }はプレイヤーの人数と同じ回数行うので、全員が1回ずつ{ -fisherman-dealer }になります。各{ -fisherman-tournament }では、まずプレイヤーたちが4つの{ -fisherman-tournament }ルールを決め、それから{ -fisherman-trick }を行って、そのルールで得点になる魚を釣ります。{ -fisherman-tournament }ごとに{ -fisherman-shield }がもらえ、最後の{ -fisherman-tournament }の後、{ -fisherman-points }の合計が最も多い人が世界ナンバーワンの釣り人です。
fisherman-rules-cards-title = カード
fisherman-rules-cards =
    魚カードは{ $count }種類。各種類に{ -fisherman-size }{ $low }～{ $high }が1枚ずつあります:
    { $species }
fisherman-rules-species-aji = • { -fisherman-aji }: 青色 □
fisherman-rules-species-fugu = • { -fisherman-fugu }: 緑色 ○
fisherman-rules-species-tai = • { -fisherman-tai }: 赤色 ◇
fisherman-rules-species-haze = • { -fisherman-haze }: 黄色 ≡
fisherman-rules-species-ika = • { -fisherman-ika }: 白色 △
fisherman-rules-decks-title = プレイ人数ごと
fisherman-rules-deck_line = • { $players }人: { $cards }枚、1人{ $each }枚、{ $unused }枚は使わない{ $without }
fisherman-rules-without = （{ $species }抜き）
fisherman-rules-decks =
    { $lines }
    カードは{ -fisherman-tournament }ごとに混ぜて配り直します。使わないカードは、その{ -fisherman-tournament }の間ずっと裏向きで秘密のままです。見えるのは自分の手札だけです。
fisherman-rules-dealer-title = { -fisherman-tournament }と{ -fisherman-dealer }
fisherman-rules-dealer = { -fisherman-tournament }はプレイヤーの人数と同じ回数行うので、全員が1回ずつ{ -fisherman-dealer }になります。最初の{ -fisherman-dealer }はゲーム開始時にランダムで決まり、最初のボードで発表されます。{ -fisherman-dealer }は{ -fisherman-tournament }ごとに左隣（時計回りで次の人）へ移ります。{ -fisherman-junk }を選ぶのも、最初の{ -fisherman-trick }をリードするのも、いつも{ -fisherman-dealer }です。
fisherman-rules-title-setting = フィッシャーマン · ルール決定フェイズ
fisherman-rules-setting = カードを出す前に、その{ -fisherman-tournament }の4つのルールを次の順に1人ずつ決めます。{ -fisherman-dealer }の左隣から時計回りです。決めたルールは、{ -fisherman-tournament }の間ずっとボードの{ -fisherman-tournament }ルールマットに置かれます。選べるのは、使われている種類の魚だけです。
fisherman-rules-target-title = 1. { -fisherman-target }
fisherman-rules-target = 魚の種類を1つ。{ -fisherman-target }のカードは、獲得するたびに{ $target }Pです。
fisherman-rules-order-title = 2. { -fisherman-order }
fisherman-rules-order = 同じ種類の中で、どの{ -fisherman-size }が強いか。昇順: { $low }が最強（{ $ascending } …）。降順: { $high }が最強（{ $descending } …）。
fisherman-rules-size-title = 3. { -fisherman-size }
fisherman-rules-size = 連続する2つの{ -fisherman-size }（{ $first } … { $last }。離れた2つの数字や、{ $high }と{ $low }の組み合わせは選べません）。この{ -fisherman-size }のカードは、種類にかかわらず獲得するたびにさらに{ $size }Pです。ただし{ -fisherman-junk }のカードは、{ -fisherman-size }の分が{ $size_on_junk }Pになります。
fisherman-rules-junk-title = 4. { -fisherman-junk }
fisherman-rules-junk = { -fisherman-target }以外の魚の種類を1つ。必ず{ -fisherman-dealer }が選びます。{ -fisherman-junk }は切り札で、{ -fisherman-junk }のカードはほかの種類のどのカードよりも強くなります。{ -fisherman-junk }のカードは、獲得するたびに{ $junk }Pです。
fisherman-rules-setters-title = 誰が決めるか
fisherman-rules-setters_line = • { $players }人: { $who }
fisherman-rules-setter-dealer = { $rules }: { -fisherman-dealer }
fisherman-rules-setter-left = { $rules }: { -fisherman-dealer }の左隣から数えて{ $nth }人目
fisherman-rules-title-fishing = フィッシャーマン · 釣りフェイズ（{ -fisherman-trick }）
fisherman-rules-fishing = 1回の{ -fisherman-tournament }では、手札の枚数と同じ回数だけ{ -fisherman-trick }を行います（{ $tricks }）。最初の{ -fisherman-trick }は{ -fisherman-dealer }がリードし、その後は{ -fisherman-trick }に勝った人が次の{ -fisherman-trick }をリードします。手札がなくなるまで続けます。
fisherman-rules-play-title = { -fisherman-trick }の出し方
fisherman-rules-play = リードプレイヤーは好きなカードを1枚出します。続いて時計回りに、全員が1枚ずつ出します。リードされたカードと同じ種類を持っていれば、必ずその中から出さなければなりません。持っていなければ、好きなカードを出せます（その{ -fisherman-tournament }の残りの間、その種類を持っていないことが全員に知られます）。数字の出し方に決まりはありません。
fisherman-rules-wins-title = { -fisherman-trick }の勝者
fisherman-rules-wins = { -fisherman-junk }が1枚でも出ていれば、最も強い{ -fisherman-junk }のカードが勝ちます（{ -fisherman-junk }は切り札）。出ていなければ、リードされた種類のうち最も強いカードが勝ちます。ほかの種類のカードは勝てません。強さは{ -fisherman-order }に従います: 昇順なら{ $low }は{ $second }より強く、降順なら{ $high }は{ $second_high }より強くなります。
fisherman-rules-keeps-title = 勝者が獲得するもの
fisherman-rules-keeps = 勝者は得点に関係するカード（{ -fisherman-target }、選ばれた2つの{ -fisherman-size }、{ -fisherman-junk }）だけを獲得し、自分の前に表向きに並べます。これは{ -fisherman-tournament }の終わりに数えます。{ -fisherman-trick }のほかのカードは裏向きで脇に避け、以後非公開です。終わった{ -fisherman-trick }がボードに残るのは次のカードが出されるまでで、その後は獲得されたカードと、脇に避けたカードの枚数だけが表示されます。
fisherman-rules-title-scoring = フィッシャーマン · 結果発表、{ -fisherman-shield }、ゲームの終わり
fisherman-rules-scoring = { -fisherman-tournament }の終わりに、各プレイヤーは獲得したカードのポイントを計算します。
fisherman-rules-points-title = 獲得したカード1枚あたりのポイント
fisherman-rules-points =
    • { -fisherman-target }: { $target }P
    • 選ばれた2つの{ -fisherman-size }のどちらか: { $size }P（{ -fisherman-junk }のカードなら代わりに{ $size_on_junk }P）
    • { -fisherman-junk }: { $junk }P
    これらは足し合わせます: 選ばれた{ -fisherman-size }の{ -fisherman-target }のカードは{ $target_size }P、選ばれた{ -fisherman-size }の{ -fisherman-junk }のカードは{ $junk_size }Pです。それ以外のカードは0Pで、獲得されることもありません。
fisherman-rules-example-title = 例（説明書より）
fisherman-rules-example =
    { -fisherman-target }: { $target }、{ -fisherman-size }: { $size }、{ -fisherman-junk }: { $junk }の場合:
    { $cards }
fisherman-rules-example_card = { $card } → { $points }P
fisherman-rules-shields-title = { -fisherman-shield }
fisherman-rules-shields = { -fisherman-tournament }で獲得したポイントの高い順に順位を付けます: { $shields }。それより下の順位は何もありません。同じポイントの人は同順位で、次の順位は同順位の人数分とばします: ポイントが{ $points }なら順位は{ $ranks }（{ $kinds }）。
fisherman-rules-shield_item = { $rank }位は{ $kind }の{ -fisherman-shield }（{ $points }{ -fisherman-points }）
fisherman-rules-end-title = ゲームの勝敗
fisherman-rules-end = 最後の{ -fisherman-tournament }（全員が1回ずつ{ -fisherman-dealer }をした後）が終わったら、{ -fisherman-points }の合計が最も多い人が勝ちです。同点の人は勝利を分かち合います。
fisherman-rules-title-discord = フィッシャーマン · ここでの遊び方
fisherman-rules-discord = Discordでのゲームの進み方です。
fisherman-rules-board-title = ボード
fisherman-rules-board = チャンネルのボード1枚に、{ -fisherman-tournament }ルールマット、場の{ -fisherman-trick }、前の{ -fisherman-trick }、全員の釣った魚、ポイント、{ -fisherman-shield }が表示されます。ルールを決める人は、ボードのボタンで選びます。
fisherman-rules-hand-title = あなたの手札
fisherman-rules-hand = 手札はDMに届きます（DMが閉じているときはボードの **手札を見る** ボタンで）。あなたの番には出せるカードだけが表示され、各ボタンには、ここまでに決まったルールでそのカードを獲得した場合のポイントが出ます。
fisherman-rules-tricks_item = { $players }人なら{ $tricks }回
fisherman-rules-no_shield = なし

fisherman-board_closed = 🐟 ボードを閉じました。結果と次のボードは下にあります。

fisherman-board_closed_over = 🐟 ボードを閉じました。最終順位は下にあります。

fisherman-shield_name-gold = 金
fisherman-shield_name-silver = 銀
fisherman-shield_name-bronze = 銅

# Words drawn in the pictures (rendering/fisherman.py)
fisherman-pic-tournament = { -fisherman-tournament } { $n }/{ $total }
fisherman-pic-trick = { -fisherman-trick } { $n }/{ $total }
fisherman-pic-over = ゲーム終了
fisherman-pic-target = { -fisherman-target }
fisherman-pic-order = { -fisherman-order }
fisherman-pic-size = { -fisherman-size }
fisherman-pic-junk = { -fisherman-junk }
fisherman-pic-rule_target = { -fisherman-target }
fisherman-pic-rule_order = { -fisherman-order }
fisherman-pic-rule_size = { -fisherman-size }
fisherman-pic-rule_junk = { -fisherman-junk }
fisherman-pic-target_note = 1枚 { $target }P
fisherman-pic-size_note = 1枚 { $size }P（{ -fisherman-junk }は{ $size_on_junk }P）
fisherman-pic-junk_note = 切り札 · 1枚 { $junk }P
fisherman-pic-asc_note = { $low }が最強
fisherman-pic-desc_note = { $high }が最強
fisherman-pic-current_trick = { -fisherman-trick } { $n }/{ $total }
fisherman-pic-last_trick = 前の{ -fisherman-trick } · { $n }
fisherman-pic-face_down = 裏向き { $n }枚
fisherman-pic-set_aside = { $n }枚を脇へ
fisherman-pic-dealer_title = { -fisherman-dealer } · 大漁旗
fisherman-pic-dealer_drawn = ランダムで最初の{ -fisherman-dealer }に
fisherman-pic-dealer_moved = { -fisherman-dealer }は{ -fisherman-tournament }ごとに左隣へ
fisherman-pic-dealer_does = { -fisherman-junk }を選ぶ · 最初の{ -fisherman-trick }をリード
fisherman-pic-kept = 獲得
fisherman-pic-nothing_kept = 獲得なし
fisherman-pic-points = ポイント
fisherman-pic-no_catch = まだ釣果なし
fisherman-pic-your_turn = あなたの番
fisherman-pic-must_follow = { $species }を出す
fisherman-pic-any_card = 好きなカードを出せます
fisherman-pic-worth_note = カードの下: 獲得した場合のポイント（ここまでに決まったルールで）
fisherman-pic-results_title = { -fisherman-tournament }{ $n }の結果発表
fisherman-pic-final_title = 最終順位
fisherman-pic-winner = 勝者
fisherman-pic-winners = 勝者（同点）
fisherman-pic-total = 合計
fisherman-pic-player = プレイヤー { $n }
fisherman-pic-turn_of = { $name } の番
fisherman-pic-choose = { $rule }を選ぶ
fisherman-pic-choose_on_board = ボードのボタンで{ $rule }を選んでください
fisherman-pic-trick_done = { -fisherman-trick } { $n }/{ $total } · 決着
fisherman-pic-aside_mark = 脇へ
fisherman-pic-kept_count = { $n }枚獲得: { $points }
fisherman-pic-your_catch = あなたの釣果
fisherman-pic-caught_nothing = 釣果なし
fisherman-pic-catches = 釣果
fisherman-pic-col_player = プレイヤー
fisherman-pic-col_points = ポイント
fisherman-pic-col_shield = { -fisherman-shield }
fisherman-pic-shield_cell = { $kind } +{ $points }
fisherman-pic-gold_to = 金の{ -fisherman-shield }: { $names }
fisherman-pic-legend_dealer = { -fisherman-dealer }
fisherman-pic-legend_turn = 手番
fisherman-pic-legend_winning = この{ -fisherman-trick }を取る
fisherman-pic-legend_back = 裏向きで脇へ
fisherman-pic-legend_shield = { $kind }の{ -fisherman-shield }: { $points }
fisherman-pic-legend_hand = 手札の枚数
fisherman-pic-legend_lead = リード
fisherman-kept_points =
    { $count ->
       *[other] { $cards }（{ $points }P）
    }
fisherman-results-entry =
    { $count ->
       *[other] { $rank }位 **{ $player }**: { $points }P → { $shield }
    }
fisherman-hand-catch =
    { $count ->
       *[other] あなたの釣果: { $cards }（この{ -fisherman-tournament }で { $points }P）。
    }
fisherman-hand-no_catch = あなたの釣果: まだありません。
fisherman-pic-col_shield_points = { -fisherman-points }
fisherman-pic-legend_dim = 今は出せない

# How moves read in the history and replays (cogs/fisherman/history.py)
history-fisherman-trick = 🐟 **{ $player }** が{ $card }で{ -fisherman-trick }{ $trick }に勝ちました。獲得: { $kept }
history-fisherman-played = 🎴 **{ $player }** が{ $card }を出しました。
history-fisherman-play = 🎴 **{ $player }** が{ $card }を出しました。
history-fisherman-tournament_end = 🚩 { -fisherman-tournament }{ $tournament }が終わりました。最も釣ったのは: { $players }
history-fisherman-target = 🎯 **{ $player }** が{ -fisherman-target }を選びました: { $species }
history-fisherman-junk = 🗑️ **{ $player }** が{ -fisherman-junk }を選びました: { $species }
history-fisherman-order = ⚖️ **{ $player }** が{ -fisherman-order }を選びました。
history-fisherman-size = 📏 **{ $player }** が{ -fisherman-size }を選びました。

## Pictures round 2 (fisherman)
fisherman-pic-winner_named =
    { $count ->
        [1] 勝者: { $names }
       *[other] 勝者（同点）: { $names }
    }
fisherman-pic-legend_tournaments = { $first }、{ $second }、…: 第{ $first }回、第{ $second }回…の{ -fisherman-tournament }で得た{ -fisherman-points }
fisherman-pic-legend_total = 合計: これまでの{ -fisherman-points }

## Computer levels: hints (what Normal would play, and why)
fisherman-hint-target = 🎯 { -fisherman-target }は{ $species_term }：手札に{ $species_term }が{ $count }枚あるので、自分で釣れる見込みがあります。
fisherman-hint-order = ⚖️ { $order ->
        [asc] 昇順
       *[desc] 降順
    }：手札の{ $count }枚が{ -fisherman-size }{ $low }〜{ $high }で、この{ -fisherman-order }なら強くなります。
fisherman-hint-size = 📏 { -fisherman-size }{ $low }・{ $high }：手札にこの{ -fisherman-size }の魚が{ $count }枚あります。
fisherman-hint-junk = 🗑️ { -fisherman-junk }は{ $species_term }：{ $count ->
        [0] 手札に1枚もないので、マイナス点は他の人に回ります
       *[other] 手札に{ $count }枚あり、切り札として使えます
    }。
fisherman-hint-play = 🎣 { $species_term }{ $size }を{ $plan ->
        [lead] 出して始めましょう
       *[other] 出しましょう
    }：{ $plan ->
        [win] 今のところこの{ -fisherman-trick }を取れます（{ $points }P）
        [lose] この{ -fisherman-trick }は見送ります（{ $points }P）
       *[lead] 釣った人に{ $points }Pが入ります
    }。
