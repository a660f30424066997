# Fisherman: de spelregels (/work/shared/rules/003_c23c07d9fb927ed8.txt) zijn Japans; er is
# geen Nederlandse uitgave, dus deze termen zijn zelf gekozen, in lijn met de woordenschat van
# de Nederlandse Tsukiji-regels (002):
# - Vissen (内容物 › 魚カード): Nederlandse vissennamen met hoofdletter, zoals Tsukiji ze
#   schrijft; フグ is daar al "Kogelvis", dus hier ook. アジ Horsmakreel, タイ Zeebrasem,
#   ハゼ Grondel, イカ Inktvis (in het Nederlands het gewone woord voor pijlinktvis). De lange
#   namen (fisherman-species_long-*) zetten de Japanse naam erachter, zoals Tsukiji "Zalm (Sake)".
# - 本命 "doelvis" (de soort waar je op vist), 評価 "rangorde" (welk uiteinde sterk is),
#   サイズ "maat", 外道 "bijvangst" (het woord van vissers voor ongewenste vangst; troef).
#   De berichten zetten het Japanse woord er waar het Engels dat doet tussen haakjes achter.
# - 大会 "toernooi", トリック "slag" (zoals in elk Nederlands slagenspel), ディーラー "deler",
#   盾カード "schild".
# Variant [hoofd]: met hoofdletter, voor titels en het begin van een zin; [meer]: meervoud.
-fisherman-aji = Horsmakreel
-fisherman-fugu = Kogelvis
-fisherman-tai = Zeebrasem
-fisherman-haze = Grondel
-fisherman-ika = Inktvis
-fisherman-target =
    { $vorm ->
       *[klein] doelvis
        [hoofd] Doelvis
    }
-fisherman-order =
    { $vorm ->
       *[klein] rangorde
        [hoofd] Rangorde
    }
-fisherman-size =
    { $vorm ->
       *[klein] maat
        [hoofd] Maat
        [meer] maten
    }
-fisherman-junk =
    { $vorm ->
       *[klein] bijvangst
        [hoofd] Bijvangst
    }
-fisherman-tournament =
    { $vorm ->
       *[klein] toernooi
        [hoofd] Toernooi
        [meer] toernooien
        [meerhoofd] Toernooien
    }
-fisherman-trick =
    { $vorm ->
       *[klein] slag
        [hoofd] Slag
        [meer] slagen
    }
-fisherman-dealer =
    { $vorm ->
       *[klein] deler
        [hoofd] Deler
    }
-fisherman-shield =
    { $vorm ->
       *[klein] schild
        [hoofd] Schild
        [meer] schilden
        [meerhoofd] Schilden
    }
