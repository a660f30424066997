# 筑地鱼市的用语：取自繁体中文规则书《築地魚市》（/work/shared/rules/000_e1d73a52041034b4.txt），
# 一致地转为简体（规则书没有简体版）：
# - 货物（“游戏配件 › 货物卡”）：蝦→虾、扇貝→扇贝、鮭魚→鲑鱼、章魚→章鱼、河豚→河豚；
#   Maguro 用规则书的正式名称“金槍魚”→金枪鱼（繁体版用括号里的台湾说法“鮪魚”）。
# - 什錦卡→什锦卡（Takusan）、黑道卡→黑道卡（Yakuza）、貨物組→货物组（lot，“C) 定价”）、
#   點券→点券（ticket）、售價牌→售价牌（price tile）、鬧鐘→闹钟、行情板→行情板（market，
#   标记移动的板子）、起始玩家→起始玩家。
-tsukiji-ebi = 虾
-tsukiji-hotategai = 扇贝
-tsukiji-sake = 鲑鱼
-tsukiji-tako = 章鱼
-tsukiji-fugu = 河豚
-tsukiji-maguro = 金枪鱼
-tsukiji-takusan = 什锦卡
-tsukiji-yakuza = 黑道卡
-tsukiji-lot = 货物组
-tsukiji-ticket = 点券
-tsukiji-price-tile = 售价牌
-tsukiji-alarm-clock = 闹钟
-tsukiji-market = 行情板
-tsukiji-start-player = 起始玩家
