# 築地魚市的用語：逐字取自繁體中文規則書《築地魚市》（/work/shared/rules/000_e1d73a52041034b4.txt）。
# - 貨物：「遊戲配件 › 貨物卡」：蝦(EBI)、扇貝(HOTATEGAI)、鮭魚(SAKE)、章魚(TAKO)、河豚(FUGU)、
#   金槍魚(鮪魚、MAGURO)。Maguro 取規則書括號中的「鮪魚」：規則書每次都寫「金槍魚(鮪魚、…)」，
#   而「鮪魚」是台灣的說法（簡體版用「金枪鱼」）。
# - Takusan：「TAKUSAN卡 (什錦卡)」→「什錦卡」；Yakuza：「YAKUZA卡(黑道卡)」→「黑道卡」。
# - Lot：「C) 定價」的「貨物組」（規則書也說「一組貨物」）。Ticket：「點券」。Price tile：「售價牌」。
#   Alarm clock：「鬧鐘」。Market：「行情板」（標記移動的板子；「市場波動」是規則書的步驟名稱，
#   訊息中照用）。Start player：「起始玩家」。
-tsukiji-ebi = 蝦
-tsukiji-hotategai = 扇貝
-tsukiji-sake = 鮭魚
-tsukiji-tako = 章魚
-tsukiji-fugu = 河豚
-tsukiji-maguro = 鮪魚
-tsukiji-takusan = 什錦卡
-tsukiji-yakuza = 黑道卡
-tsukiji-lot = 貨物組
-tsukiji-ticket = 點券
-tsukiji-price-tile = 售價牌
-tsukiji-alarm-clock = 鬧鐘
-tsukiji-market = 行情板
-tsukiji-start-player = 起始玩家
