# Fisherman の用語: 日本語の説明書（/work/shared/rules/003_c23c07d9fb927ed8.txt）に印刷されたとおり。
# - 魚の名前（内容物 › 魚カード）: アジ、フグ、タイ、ハゼ、イカ。
# - 4種類のルール（ルール決定フェイズ）: 本命、評価、サイズ、外道。
# - 大会（「釣り大会」、ゲームの進行 › 大会）、ディーラー（ゲームの準備 ③、説明書は「親」ではなく
#   「ディーラー」と書いている）、盾（結果発表 › 盾カード）。
# - トリック: 説明書は1回のトリックを「釣り」と呼ぶが、「釣りフェイズ」と紛れるので、
#   説明書の「トリックテイキング」「※トリックテイキングゲームをご存知の方へ」にある「トリック」を使う。
# - 勝利点（結果発表: 「金の盾カード1枚=5勝利点」）: 盾で得る点。絵でも「盾ポイント」とは書かない。
-fisherman-aji = アジ
-fisherman-fugu = フグ
-fisherman-tai = タイ
-fisherman-haze = ハゼ
-fisherman-ika = イカ
-fisherman-target = 本命
-fisherman-order = 評価
-fisherman-size = サイズ
-fisherman-junk = 外道
-fisherman-tournament = 大会
-fisherman-trick = トリック
-fisherman-dealer = ディーラー
-fisherman-shield = 盾
-fisherman-points = 勝利点
