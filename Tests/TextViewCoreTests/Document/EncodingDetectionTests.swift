import Foundation
import Testing
@testable import TextViewCore

/// Issue 22, "legacy encodings through the engine's detection": ICU's charset detector on real
/// legacy bytes.
@Suite struct EncodingDetectionTests {
    static let latin1 = Array("Le cœur déçu mais l'âme plutôt naïve, Louÿs rêva de crapaüter en canoë au delà des îles, près du mälström où brûlent les novæ.".replacingOccurrences(of: "œ", with: "oe").replacingOccurrences(of: "æ", with: "ae").data(using: .isoLatin1)!)
    static let windows1252 = Array("“Smart quotes” – and an en dash… cost €5; naïve café façade, déjà vu, señor.".data(using: .windowsCP1252)!)
    static let shiftJIS = Array("日本語のテキストです。これはシフトJISで書かれたファイルの例であり、検出できるはずです。漢字とひらがなとカタカナ。".data(using: .shiftJIS)!)

    @Test func realLegacyBytesAreDetected() {
        print("latin1 \(String(describing: TextEncoding.detected(in: Self.latin1)))")
        print("1252 \(String(describing: TextEncoding.detected(in: Self.windows1252)))")
        print("sjis \(String(describing: TextEncoding.detected(in: Self.shiftJIS)))")
        print("aFFb \(String(describing: TextEncoding.detected(in: [0x61, 0xFF, 0x62])))")
        #expect(TextEncoding.detected(in: Self.shiftJIS)?.encoding == .shiftJIS)
        #expect(TextEncoding.detected(in: Self.windows1252)?.encoding == .windows1252)
        #expect([TextEncoding.isoLatin1, .windows1252].contains(TextEncoding.detected(in: Self.latin1)?.encoding))
        #expect(TextEncoding.detected(in: []) == nil)
    }
}
