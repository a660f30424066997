# 築地の用語: 日本語の説明書はないので、中国語版（000）・オランダ語版（002）の説明書から、
# 魚市場で実際に使う自然な日本語に訳した。
# - 商品（000 遊戲配件 › 貨物卡）: 蝦 EBI → エビ、扇貝 HOTATEGAI → ホタテ（市場での呼び方）、鮭魚 SAKE → サケ、
#   章魚 TAKO → タコ、河豚 FUGU → フグ、金槍魚 MAGURO → マグロ。ゲーム自体が日本語名を使うので、
#   その日本語名をそのままカタカナで書く。
# - 什錦卡 TAKUSAN / 黑道卡 YAKUZA: ゲーム自身の名前どおり「タクサン」「ヤクザ」。
# - 一組貨物（lot）→「ロット」（競りの単位。ボタンに収まる短さ）。
# - 點券（price ticket）→「査定札」（値踏みで各ロットを査定する札。「値札」は価格タイルのほうなので使わない）。
#   フェイズ名も市場ことばに揃える: 估價 →「値踏み」、
#   定價 →「値付け」、購買 →「買い付け」（メッセージ側で使用）。
# - 售價牌 →「価格タイル」、鬧鐘 →「目覚まし時計」。
# - 行情（market, 行情板のマーカーが動く相場）→「相場」。
# - 起始玩家 →「スタートプレイヤー」（日本のボードゲームで一般的な言い方）。
-tsukiji-ebi = エビ
-tsukiji-hotategai = ホタテ
-tsukiji-sake = サケ
-tsukiji-tako = タコ
-tsukiji-fugu = フグ
-tsukiji-maguro = マグロ
-tsukiji-takusan = タクサン
-tsukiji-yakuza = ヤクザ
-tsukiji-lot = ロット
-tsukiji-ticket = 査定札
-tsukiji-price-tile = 価格タイル
-tsukiji-alarm-clock = 目覚まし時計
-tsukiji-market = 相場
-tsukiji-start-player = スタートプレイヤー
