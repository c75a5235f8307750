//! The crate root's public items: every name a user writes after
//! `isl_safe::` resolves there (the layout of the modules behind them may
//! change, these paths may not). The test is that this file compiles.

#[allow(unused_imports)]
use isl_safe::{
    leaked_contexts, version, AccessInfo, Aff, AffList, AstBuild, AstExpr, AstExprList,
    AstExprOpType, AstExprType, AstLoopType, AstNode, AstNodeList, AstNodeType, AstPrintOptions,
    BasicMap, BasicMapList, BasicSet, BasicSetList, BoundPair, BuildIdFn, BuildNodeFn, ByValue,
    Cell, Chunk, Cmp, Constraint, ConstraintList, Context, DimType, Error, ErrorKind, FixedBox,
    Flow, Fold, Foreach, Foreach2, ForeachEnum, ForeachRef, Id, IdList, IdToAstExpr, IdToId,
    IdToPwAff, InPlace, Integer, IslEnum, IslVec, Keep, Keyword, LinearTerm, ListIter, LocalSpace,
    Map, MapFn, MapList, MapToBasicSet, MarkBuildFn, Mat, MultiAff, MultiId, MultiPwAff,
    MultiUnionPwAff, MultiVal, NodeBuildFn, Obj, Object, OtherError, Param, Plain, Point, Points,
    PrintFn, Printer, PwAff, PwAffList, PwMultiAff, PwMultiAffList, PwQpolynomial,
    PwQpolynomialFold, PwQpolynomialFoldList, PwQpolynomialList, Qpolynomial, QpolynomialFold,
    QpolynomialList, Restriction, Result, Schedule, ScheduleConstraints, ScheduleNode,
    ScheduleNodeType, Scope, Set, SetList, Snapshot, SnapshotName, Space, Step, Stream, StrideInfo,
    Take, Term, Test, Test2, Token, TokenKind, TreeCursor, UnionAccessInfo, UnionFlow, UnionMap,
    UnionMapList, UnionPwAff, UnionPwAffList, UnionPwMultiAff, UnionPwMultiAffList,
    UnionPwQpolynomial, UnionPwQpolynomialFold, UnionSet, UnionSetList, Val, ValList, Vars, Vertex,
    Vertices,
};

#[allow(unused_imports)]
use isl_safe::{coming_from_cpp, counting, format, workflows};

#[test]
fn root_items_resolve() {
    assert!(isl_safe::version().starts_with("isl-0."));
    assert_eq!(isl_safe::format::C, isl_safe::format::C);
}
